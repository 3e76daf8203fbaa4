import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer } from '../../support/apiAnswers.ts';
import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { emailsTo, tokenOf } from '../bookings/support/memberApi.ts';
import { checkStateAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Memberships (docs/product/account.md D29): Alex (Direct Debit) freezes his membership from his next payment and
// cancels the freeze, then cancels with the dates shown first and keeps the membership (docs/decisions/0440, 0441).
// Bookings tests book Alex's included sessions tomorrow in parallel, so his membership must stay active and
// unfrozen now: the freeze starts at his next collection and is cancelled, the notice is withdrawn, and the two
// widths run one after the other (one Alex, one membership), each leaving him as it found him.
test.describe.configure({ mode: 'serial' });

const alex = { email: demoAccounts.memberWithDirectDebit.email, password: DEMO_PASSWORD };

/** The months' names in British English, as the account writes them ("December"). */
const months = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)),
);

/** "15 December 2026" plus some days, as DD/MM/YYYY. */
function typedDate(longDate: string, daysOn = 0): string {
  const [day, month, year] = longDate.split(' ');
  const date = new Date(Date.UTC(Number(year), months.indexOf(month!), Number(day) + daysOn));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Undoes a freeze or notice a failed run may have left on Alex's membership (409 when there is none). */
async function leaveAlexAsFound(request: APIRequestContext) {
  const token = await tokenOf(request, alex.email);
  const headers = bearer(token);
  const list = (await (await request.get('/api/my-account/memberships', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  for (const membership of list.data.filter((held) => held.name === 'Gym Anywhere')) {
    await request.delete(`/api/my-account/memberships/${membership.id}/freeze`, { headers });
    await request.delete(`/api/my-account/memberships/${membership.id}/cancellation`, { headers });
  }
}

const gymCard = (page: Page) => page.getByRole('article', { name: 'Gym Anywhere' });

test.afterEach(async ({ request }) => leaveAlexAsFound(request));

atEachWidth((width) => {
  // One long journey through eight states, each checked with axe.
  test.setTimeout(120_000);

  test('Alex freezes from his next payment and cancels the freeze, then cancels and keeps his membership', async ({
    page,
    request,
  }, testInfo) => {
    await leaveAlexAsFound(request);
    await logInToAccountAt(page, testInfo, '/memberships', alex);
    await expectAccountHeadingAndTitle(page, 'Memberships');
    const card = gymCard(page);
    await expect(card).toContainText('Active');
    await expect(card).toContainText('Direct Debit');
    await expect(card).toContainText(/Next payment£39\.99 on \d{1,2} \w+ \d{4}/);
    await expect(card.getByRole('link', { name: 'Change membership, Gym Anywhere' })).toHaveAttribute(
      'href',
      /online-joining\..*\/centre\/leeds-city\?change=\d+/,
    );
    await checkStateAt(page, testInfo, width, 'memberships');

    // Freeze: the fields' messages, then the effect on payments before confirming.
    await card.getByRole('link', { name: 'Freeze membership, Gym Anywhere' }).click();
    await expectAccountHeadingAndTitle(page, 'Freeze membership');
    await checkStateAt(page, testInfo, width);
    await page.getByRole('button', { name: 'See the effect on payments' }).click();
    const start = page.getByRole('textbox', { name: /First day of the freeze/ });
    await expect(start).toBeFocused();
    await expect(page.getByText('Enter the first day of the freeze as DD/MM/YYYY.')).toBeVisible();
    await checkStateAt(page, testInfo, width, 'freeze-errors');

    const hint = (await page.getByText(/\(your next payment\)/).textContent())!;
    const nextPayment = /Between (\d{1,2} \w+ \d{4})/.exec(hint)![1]!;
    await start.fill(typedDate(nextPayment));
    await page.getByRole('textbox', { name: /Last day of the freeze/ }).fill(typedDate(nextPayment, 13));
    await page.getByRole('radio', { name: 'Travel' }).check();
    await page.getByRole('button', { name: 'See the effect on payments' }).click();
    const effect = page.getByRole('region', { name: 'Your payments with this freeze' });
    await expect(effect).toContainText(`Frozen from ${nextPayment}`);
    await expect(effect).toContainText('(14 days), at £5.00 a month while frozen');
    await expect(effect).toContainText('instead of £39.99');
    await checkStateAt(page, testInfo, width, 'freeze-quote');
    await page.getByRole('button', { name: 'Confirm freeze' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
    await expect(page.getByText(/Gym Anywhere will be frozen from/)).toBeVisible();
    await expect(card).toContainText(`Freeze booked from ${nextPayment}`);
    // Booked for later: the membership is in full use until then.
    await expect(card).toContainText('StatusActive');
    await checkStateAt(page, testInfo, width, 'memberships-freeze-booked');
    await card.getByRole('button', { name: 'Cancel freeze, Gym Anywhere' }).click();
    await expect(page.getByText(/Freeze cancelled: Gym Anywhere is in full use/)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Freeze membership, Gym Anywhere' })).toBeVisible();
    await checkStateAt(page, testInfo, width);

    // Cancel: the end date and last payment first, then the confirmation page and email, then keep it.
    await card.getByRole('link', { name: 'Cancel membership, Gym Anywhere' }).click();
    await expectAccountHeadingAndTitle(page, 'Cancel membership');
    const endDate = page.getByRole('definition').first();
    await expect(endDate).toHaveText(/^\d{1,2} \w+ \d{4}$/);
    const ends = (await endDate.textContent())!;
    await expect(page.getByRole('definition').nth(1)).toHaveText(/^£39\.99 on \d{1,2} \w+ \d{4}$/);
    await checkStateAt(page, testInfo, width, 'cancel-quote');
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Cancellation confirmed' })).toBeFocused();
    await expect(page).toHaveTitle(/\| Cancellation confirmed$/);
    await expect(page.getByText(`Gym Anywhere ends on ${ends}.`)).toBeVisible();
    await expect(page.getByText(/Your last Direct Debit payment is £39\.99 on/)).toBeVisible();
    const [email] = await emailsTo(request, alex.email, 'membership-cancelled');
    expect(email!.subject).toBe(`Your Gym Anywhere membership ends on ${ends}`);
    await checkStateAt(page, testInfo, width, 'cancellation-confirmed');

    await page.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
    await expect(page.getByText(/You are keeping Gym Anywhere/)).toBeVisible();
    await expect(card).toContainText('StatusActive');
    await expect(card.getByRole('link', { name: 'Cancel membership, Gym Anywhere' })).toBeVisible();
    await checkStateAt(page, testInfo, width);
  });
});
