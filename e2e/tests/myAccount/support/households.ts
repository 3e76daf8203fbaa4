import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { dataOf } from '../../../support/apiAnswers.ts';
import { expect } from '../../../support/fixtures.ts';
import { bookingsUrl, headerBasket } from '../../bookings/support/bookingsSteps.ts';
import { emailsTo, sessionsFor, tokenOf, type PricedSession } from '../../bookings/support/memberApi.ts';
import { acceptTerms, cardForm, fillCard, payButton } from '../../checkout/support/checkoutPage.ts';
import { checkStateAt } from '../../platform/support/platform.ts';

export interface RegisteredAdult {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  /** The customer ID: log-in by email asks for it, as the address is shared. */
  reference: string;
}

/**
 * An adult registered through the sandbox API with the email address given (which another account may already
 * have: addresses are not verified, docs/decisions/0313) and a name of the test's choosing.
 */
export async function registerAdult(
  request: APIRequestContext,
  { email, firstName, lastName }: { email: string; firstName: string; lastName: string },
): Promise<RegisteredAdult> {
  const form = await dataOf<{ checksum: string }>(
    await request.get('/api/data-fields?onboarding_type=customer_account_online'),
    'the registration form',
  );
  const session = await dataOf<{ token: string; user: { reference: string } }>(
    await request.post('/api/auth/customer/register', {
      data: {
        client_id: 1,
        source: 'my-account',
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
        terms_accepted: true,
        data_fields: {
          first_name: firstName,
          last_name: lastName,
          date_of_birth: '1988-02-11',
          email,
          address_line1: '9 Mill Lane',
          town: 'Leeds',
          postcode: 'LS1 4AP',
          _checksum: form.checksum,
        },
      },
    }),
    `registering ${email}`,
  );
  return {
    email,
    password: DEMO_PASSWORD,
    firstName,
    lastName,
    token: session.token,
    reference: session.user.reference,
  };
}

/** The path and code of the latest household invitation emailed to `email` (the sandbox's outbox). */
export async function invitationFor(
  request: APIRequestContext,
  email: string,
): Promise<{ path: string; code: string }> {
  const [email_] = await emailsTo(request, email, 'household_invitation');
  if (!email_) throw new Error(`No household invitation was emailed to ${email}`);
  const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(email_.body_text)?.[1];
  const link = /https?:\/\/\S+/.exec(email_.body_text)?.[0];
  if (!code || !link) throw new Error(`The invitation to ${email} has no code or link:\n${email_.body_text}`);
  const url = new URL(link);
  return { path: `${url.pathname}${url.search}`, code };
}

/** How a booking is paid: by a new card (after turning down a saved one, when offered), or by the attendee's pass. */
export type HouseholdPayment = { byCard: string; savedCardOffered: boolean } | 'pass';

/**
 * Opens the session's dialog, chooses who it is for, adds it and pays: by card, or with the attendee's own pass
 * (nothing to pay, "Confirm order"). The confirmation names them. Axe and label in name at each state.
 */
export async function bookFor(
  page: Page,
  testInfo: TestInfo,
  width: number,
  { session, who, pays }: { session: PricedSession; who: string; pays: HouseholdPayment },
): Promise<void> {
  await page.getByRole('button', { name: `Details, ${session.name}, ${session.start_time}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: session.name });
  await dialog.getByLabel('Who is it for?').selectOption({ label: who });
  const add = dialog.getByRole('button', { name: `Add to basket, ${session.name}, ${session.start_time}, for ${who}` });
  await expect(add).toBeEnabled();
  await checkStateAt(page, testInfo, width);
  await add.click();
  await expect(headerBasket(page)).toHaveAccessibleName('Basket, 1 item');
  await page.goto(bookingsUrl(testInfo, '/basket'));
  await expect(page.getByRole('list', { name: 'Items' }).getByText(`For ${who}`)).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  if (pays === 'pass') {
    // The attendee's own pass pays for the place: no card, nothing taken from the adult booking it.
    await expect(page.getByText('No payment is required for this purchase.')).toBeVisible();
    await expect(cardForm(page)).toHaveCount(0);
    await checkStateAt(page, testInfo, width);
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Confirm order' }).click();
  } else {
    // A seeded saved card is offered first: the payer uses another.
    if (pays.savedCardOffered) await page.getByRole('radio', { name: 'A different card' }).check();
    await expect(cardForm(page)).toBeVisible();
    await acceptTerms(page);
    await fillCard(page, { name: pays.byCard });
    await payButton(page).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByText(who).first()).toBeVisible();
}

/** The seeded child of the Hughes household (docs/decisions/0313), who holds a Junior Swim 5-Pass. */
export const ellie = `${demoAccounts.sharedEmailChild.firstName} ${demoAccounts.sharedEmailChild.lastName}`;

/**
 * The first session this week that Ellie's Junior Swim 5-Pass covers at her home venue (decision 0305: the
 * attendee's own package prices their place), as she sees it, not booked yet.
 */
export async function sessionOnElliesPass(
  request: APIRequestContext,
  venue: string,
): Promise<{ daysAhead: number; session: PricedSession }> {
  const token = await tokenOf(request, demoAccounts.sharedEmailChild.reference);
  for (let daysAhead = 1; daysAhead <= 6; daysAhead += 1) {
    const session = (await sessionsFor(request, token, venue, daysAhead)).find(
      (candidate) =>
        candidate.your_price?.kind === 'package' &&
        candidate.bookable &&
        !candidate.is_booked &&
        candidate.spaces_left >= 2,
    );
    if (session) return { daysAhead, session };
  }
  throw new Error(`No session on Ellie's pass at ${venue} this week`);
}
