import { twelveHourTime } from '@leisure/dates';
import type { VenueSeed } from './venueCatalogue.ts';
import type { WeekHours } from './venueImagery.ts';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The week as footer lines, days in a row with the same hours together ("Monday to Friday: 6:30am to 10pm"): the
 * hours the API answers for the venue (docs/decisions/0020-imagery-from-the-api.md).
 */
function openingHoursLines(week: WeekHours): string[] {
  const words = (index: number) => {
    const hours = week[index];
    return hours ? `${twelveHourTime(hours.opens)} to ${twelveHourTime(hours.closes)}` : 'Closed';
  };
  const lines: string[] = [];
  for (let first = 0; first < week.length;) {
    let last = first;
    while (last + 1 < week.length && words(last + 1) === words(first)) last += 1;
    // Two days are "Saturday and Sunday"; more are a range.
    const joiner = last === first + 1 ? ' and ' : ' to ';
    const days = first === last ? dayNames[first] : `${dayNames[first]}${joiner}${dayNames[last]}`;
    lines.push(`${days}: ${words(first)}`);
    first = last + 1;
  }
  return [...lines, 'Bank holidays: 9am to 4pm'];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The operator's footer: contact details, useful links and the legal line, © the year it is in the UK on the
 * sandbox's clock (not the machine's: SANDBOX_NOW, docs/decisions/0006).
 */
export function operatorFooterHtml(operator: string, year: string): string {
  return `<div class="footer-columns">
  <section><h2>${escape(operator)}</h2><p>A not-for-profit leisure trust running pools, gyms and sports centres across Great Britain.</p></section>
  <section><h2>Help</h2><ul>
    <li><a href="/help/contact">Contact us</a></li>
    <li><a href="/help/faqs">FAQs</a></li>
    <li><a href="https://www.example.org/accessibility" target="_blank">Accessibility statement</a></li>
  </ul></section>
  <section><h2>Legal</h2><ul>
    <li><a href="/legal/terms">Terms and conditions</a></li>
    <li><a href="/legal/privacy">Privacy notice</a></li>
    <li><a href="/legal/cookies">Cookies</a></li>
  </ul></section>
</div>
<p class="footer-legal">&copy; ${year} ${escape(operator)}. Registered charity no. 1100001.</p>`;
}

/** A venue's footer adds its address, phone and opening hours. */
export function venueFooterHtml(operator: string, venue: VenueSeed, year: string, hours: WeekHours | null): string {
  const address = [venue.address1, venue.address2, venue.town, venue.postcode]
    .filter(Boolean)
    .map((line) => escape(line!));
  return `<div class="footer-columns">
  <section><h2>${escape(venue.name)}</h2><address>${address.join('<br>')}</address>
    <p>Phone: <a href="tel:${venue.phone.replace(/\s/g, '')}">${escape(venue.phone)}</a></p></section>
${
  hours
    ? `  <section><h2>Opening hours</h2><ul>\n${openingHoursLines(hours)
        .map((line) => `    <li>${line}</li>`)
        .join('\n')}\n  </ul></section>\n`
    : ''
}  <section><h2>Help</h2><ul>
    <li><a href="/help/contact">Contact us</a></li>
    <li><a href="https://www.example.org/accessibility" target="_blank">Accessibility statement</a></li>
    <li><a href="/legal/privacy">Privacy notice</a></li>
  </ul></section>
</div>
<p class="footer-legal">&copy; ${year} ${escape(operator)}. Registered charity no. 1100001.</p>`;
}
