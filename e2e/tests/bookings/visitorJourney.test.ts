import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, londonDate, test } from '../../support/fixtures.ts';
import { expectBankCheck, fillCard, payButton } from '../checkout/support/checkoutPage.ts';
import {
  addToBasket,
  agreeToCheckoutTerms,
  bookingsUrl,
  checkAxe,
  dayTabName,
  headerBasket,
} from './support/bookingsSteps.ts';

interface EveningSession {
  id: number;
  name: string;
  start_time: string;
  starts_at: string;
  ends_at: string;
}

const venue = { slug: 'leeds-kirkstall', name: 'Kirkstall Fitness' };

/**
 * The first day (tomorrow onwards) with two open adult evening sessions at Kirkstall, and its day tab's name: the
 * sandbox's seeded occupancy differs from day to day.
 */
async function eveningChoice(request: APIRequestContext) {
  for (let daysAhead = 1; daysAhead <= 6; daysAhead += 1) {
    const answer = await request.get(`/api/activities/timetable?venue=${venue.slug}&date=${londonDate(daysAhead)}`);
    const sessions = ((await answer.json()) as { data: { sessions: (EveningSession & Record<string, unknown>)[] } })
      .data.sessions;
    const open = sessions.filter(
      (session) =>
        session.start_time >= '17:00' &&
        session.bookable === true &&
        (session.spaces_left as number) >= 4 &&
        session.members_only === false &&
        (session.age_range as { min: number | null }).min !== null &&
        (session.age_range as { min: number }).min >= 16,
    );
    if (open.length >= 2) {
      return { tab: dayTabName(daysAhead), sessions: open.slice(0, 2) };
    }
  }
  throw new Error(`No day this week with two open evening sessions at ${venue.name}`);
}

/** An instant as an iCalendar UTC time, e.g. 20261125T180000Z. */
const icsUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function register(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Ashworth');
  await form.getByRole('textbox', { name: 'Date of birth' }).fill('14/03/1990');
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('textbox', { name: 'Address line 1' }).fill('1 Canal Street');
  await form.getByRole('textbox', { name: 'Town or city' }).fill('Leeds');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('LS1 4LW');
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByLabel('Repeat password').fill(DEMO_PASSWORD);
  await form.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
  await checkAxe(page);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

atEachWidth(() => {
  // One long journey through a dozen states, each checked with axe and for label in name: about 60 s on a busy
  // 2-core machine (as the memberships journey, it has a budget of its own).
  test.setTimeout(120_000);

  test('a visitor finds a venue, chooses two evening sessions, registers, pays with a bank check and gets the .ics', async ({
    page,
    request,
  }, testInfo) => {
    const choice = await eveningChoice(request);
    const [first, second] = choice.sessions as unknown as [EveningSession, EveningSession];

    // Find a venue by postcode (docs/product/platform.md §2) and remember it.
    await page.goto(bookingsUrl(testInfo));
    await page.getByRole('textbox', { name: 'Search town, postcode or venue name' }).fill('LS6');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('2 venues within 5 miles of LS6')).toBeVisible();
    await checkAxe(page);
    await page.getByRole('button', { name: `Choose venue, ${venue.name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();

    // The timetable, filtered to the evening (from 17:00) on the chosen day.
    await page.getByRole('tablist', { name: 'Days' }).getByRole('tab', { name: choice.tab }).click();
    await page.getByLabel('Time of day').selectOption({ label: 'Evening (from 17:00)' });
    await expect(page).toHaveURL(/time=evening/);
    await expect(addToBasket(page, first)).toBeVisible();
    for (const time of await page.getByText(/^\d\d:\d\d to \d\d:\d\d$/).allTextContents()) {
      expect(time.slice(0, 5) >= '17:00', `${time} is in the evening`).toBe(true);
    }
    await checkAxe(page);

    // A visitor's choices are kept until they log in (decisions D21, 0321).
    await addToBasket(page, first).click();
    const prompt = page.getByRole('dialog', { name: 'Log in to book' });
    await expect(prompt).toBeVisible();
    await checkAxe(page);
    await prompt.getByRole('button', { name: 'Keep choosing' }).click();
    await addToBasket(page, second).click();
    await expect(page.getByText('Kept in your basket until you log in.')).toBeVisible();
    await expect(headerBasket(page)).toHaveAccessibleName('Basket, 2 items');

    // The basket needs an account: log in, or create one, and come back to it.
    await headerBasket(page).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbasket$/);
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
    await register(page, email);

    await expect(page).toHaveURL(bookingsUrl(testInfo, '/basket'));
    const lines = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.getByRole('heading', { level: 3 })).toHaveText([first.name, second.name]);
    await checkAxe(page);

    // Pay by card with a 3-D Secure challenge.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await agreeToCheckoutTerms(page);
    await fillCard(page, { name: 'CHALLENGE' });
    await payButton(page).click();
    const bank = await expectBankCheck(page);
    await checkAxe(page);
    await bank.getByRole('button', { name: 'Authenticate' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
    await expect(page.getByText('Order completed Successfully.')).toBeVisible();
    await checkAxe(page);

    // Each booking's .ics, at the session's time in Europe/London (written in UTC).
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: new RegExp(`^Add to calendar: ${first.name} on .* at ${first.start_time}$`) })
      .click();
    const ics = readFileSync(await (await download).path(), 'utf8');
    expect(ics).toContain(`DTSTART:${icsUtc(first.starts_at)}\r\n`);
    expect(ics).toContain(`DTEND:${icsUtc(first.ends_at)}\r\n`);
    expect(ics).toMatch(new RegExp(`SUMMARY:${first.name}`));
    // The session's London wall-clock time is what that UTC instant reads in London.
    const london = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    });
    expect(london.format(new Date(first.starts_at))).toBe(first.start_time);

    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add all to calendar' }).click();
    const allIcs = readFileSync(await (await all).path(), 'utf8');
    expect(allIcs.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(allIcs).toContain(`DTSTART:${icsUtc(second.starts_at)}\r\n`);
  });
});
