import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { expect, test } from '../../support/fixtures.ts';
import { checkStateAt } from '../platform/support/platform.ts';
import { ellie, sessionOnElliesPass } from '../myAccount/support/households.ts';
import { findSessions, tokenOf, type PricedSession } from './support/memberApi.ts';
import { headerBasket, HUGHES_BASKET, logInAtVenueDay, SAMS_PASS } from './support/bookingsSteps.ts';

// Members book in one tap (issue 23, docs/decisions/0018-one-tap-booking.md): a session a pass covers is confirmed
// from the timetable in a dialog that says what it uses, with no £0.00 checkout and nothing to tick, on a 375 px
// touch screen. Each test counts its taps from the timetable to the confirmation.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
const WIDTH = 375;

const sam = demoAccounts.memberWithoutDirectDebit;
const chris = demoAccounts.sharedEmailParent;
// Activities the waiting-list tests of memberBookings.test.ts fill at Salford Quays: this file books others.
const takenElsewhere = ['Pilates', 'HIIT Circuits', 'Spin'];

/** Taps, counting them. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    /** A choice from a list (the phone's picker): one tap, as far as the person is concerned. */
    choose: async (select: Locator, label: string) => {
      taps += 1;
      await select.selectOption({ label });
    },
    count: () => taps,
  };
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your booking' });

async function expectConfirmedUsing(page: Page, used: RegExp) {
  await expect(page).toHaveURL(/\/order-confirmed\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeFocused();
  await expect(page.getByText(used)).toBeVisible();
  // The basket was left alone.
  await expect(headerBasket(page)).toHaveAccessibleName('Basket, 0 items');
}

test('a member books a session on their pass in two taps: Book now, then Confirm booking', async ({
  page,
  request,
  exclusive,
}, testInfo) => {
  // Sam Patel's Fitness Class 10-Pass covers classes at his home centre. The uses left are counted from the dialog
  // to the confirmation, so no other test may use his pass meanwhile (CI failed when memberBookings' waiting list
  // booked him on it in between).
  await exclusive(SAMS_PASS);
  const { daysAhead, sessions } = await findSessions(
    request,
    await tokenOf(request, sam.email),
    'salford-quays',
    (session: PricedSession) =>
      session.your_price?.kind === 'package' &&
      !takenElsewhere.includes(session.name) &&
      session.bookable &&
      !session.is_booked &&
      !session.in_basket &&
      session.spaces_left >= 2,
  );
  const session = sessions[0]!;
  await logInAtVenueDay(
    page,
    testInfo,
    { venue: 'salford-quays', daysAhead },
    { email: sam.email, password: DEMO_PASSWORD },
  );
  const bookNow = page.getByRole('button', { name: `Book now, ${session.name}, ${session.start_time}`, exact: true });
  await expect(bookNow).toBeVisible();
  await checkStateAt(page, testInfo, WIDTH);

  const taps = tapCounter();
  await taps.tap(bookNow);
  const dialog = confirmDialog(page);
  const uses = dialog.getByText(/^Uses 1 of your Fitness Class 10-Pass: \d+ left now, \d+ after this booking$/);
  await expect(uses).toBeVisible();
  const [, now, after] = /(\d+) left now, (\d+) after/.exec((await uses.textContent())!)!;
  expect(Number(after)).toBe(Number(now) - 1);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await checkStateAt(page, testInfo, WIDTH, 'one-tap-pass-dialog');
  await taps.tap(dialog.getByRole('button', { name: 'Confirm booking' }));

  await expectConfirmedUsing(page, new RegExp(`^Fitness Class 10-Pass used, ${after === '0' ? 'none' : after} left$`));
  await expect(page.getByRole('heading', { name: session.name })).toBeVisible();
  await checkStateAt(page, testInfo, WIDTH, 'one-tap-pass-confirmed');
  expect(taps.count()).toBeLessThanOrEqual(3);
});

test("a parent books their child on the child's pass: Details, the child, Book now, Confirm booking", async ({
  page,
  request,
  exclusive,
}, testInfo) => {
  await exclusive(HUGHES_BASKET);
  // Chris Hughes pays for his household; Ellie's own Junior Swim 5-Pass covers her squad (docs/decisions/0313).
  const { daysAhead, session } = await sessionOnElliesPass(request, 'islington-pool');
  await logInAtVenueDay(
    page,
    testInfo,
    { venue: 'islington-pool', daysAhead },
    { email: chris.reference, password: DEMO_PASSWORD },
  );

  const taps = tapCounter();
  await taps.tap(page.getByRole('button', { name: `Details, ${session.name}, ${session.start_time}`, exact: true }));
  const details = page.getByRole('dialog', { name: session.name });
  await taps.choose(details.getByLabel('Who is it for?'), ellie);
  const bookNow = details.getByRole('button', {
    name: `Book now, ${session.name}, ${session.start_time}, for ${ellie}`,
    exact: true,
  });
  await expect(bookNow).toBeVisible();
  await checkStateAt(page, testInfo, WIDTH);
  await taps.tap(bookNow);

  const dialog = confirmDialog(page);
  await expect(dialog.getByText(ellie, { exact: true })).toBeVisible();
  const uses = dialog.getByText(
    new RegExp(`^Uses 1 of ${ellie}\u2019s Junior Swim 5-Pass: \\d+ left now, \\d+ after this booking$`),
  );
  await expect(uses).toBeVisible();
  const [, after] = /(\d+) after/.exec((await uses.textContent())!)!;
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await checkStateAt(page, testInfo, WIDTH, 'one-tap-child-dialog');
  await taps.tap(dialog.getByRole('button', { name: 'Confirm booking' }));

  await expectConfirmedUsing(page, new RegExp(`^Junior Swim 5-Pass used, ${after === '0' ? 'none' : after} left$`));
  await expect(page.getByText(ellie).first()).toBeVisible();
  await checkStateAt(page, testInfo, WIDTH, 'one-tap-child-confirmed');
  // The choice of who it is for costs the one tap more than a member's own booking.
  expect(taps.count()).toBe(4);
});
