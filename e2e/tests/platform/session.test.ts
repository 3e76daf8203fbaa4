import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl, expectHeaderLoggedIn, logIn } from './support/platform.ts';

// The token cookie is shared by the three sub-domains and re-read every 5 s (docs/product/platform.md §4, §9).
const cookiePoll = 5_000;
const margin = 2_000;

test.describe('one session across the three sub-domains', () => {
  test('a log-in on one shows on the other two; a log-out anywhere ends it everywhere within 5 s', async ({
    context,
  }, testInfo) => {
    // Three pages and up to three cookie polls of 7 s each by design: more than the default 30 s on a loaded machine.
    test.slow();
    const bookings = await context.newPage();
    const account = await context.newPage();
    const joining = await context.newPage();
    await joining.goto(appUrl(testInfo, 'online-joining'));
    await expectHeaderLoggedIn(joining, false);

    await bookings.goto(appUrl(testInfo, 'bookings', '/login'));
    await logIn(bookings);
    // Home for a customer is their home venue's page (docs/decisions/0021): Sam's is Salford Quays.
    await expect(bookings).toHaveURL(appUrl(testInfo, 'bookings', '/location/salford-quays'));
    await expectHeaderLoggedIn(bookings, true);
    await expectNoAxeViolations(bookings);

    // Already open on another sub-domain: follows the cookie within one poll.
    await expectHeaderLoggedIn(joining, true, cookiePoll + margin);
    // Opened afterwards: logged in from the start.
    await account.goto(appUrl(testInfo, 'my-account'));
    await expect(account.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();

    await account.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(account.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expectHeaderLoggedIn(bookings, false, cookiePoll + margin);
    await expectHeaderLoggedIn(joining, false, cookiePoll + margin);
    await expectNoAxeViolations(joining);
  });

  test('/login?redirect=//evil.example goes home on the same front end after logging in', async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings', '/login?redirect=//evil.example'));
    await logIn(page);
    // Home, then on to the customer's home venue (docs/decisions/0021), never off the site.
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/location/salford-quays'));
    await expectHeaderLoggedIn(page, true);
  });

  test('a safe redirect is followed after logging in', async ({ page }, testInfo) => {
    await page.goto(appUrl(testInfo, 'online-joining', '/login?redirect=%2Fcentre%2Fno-such-centre%3Fx%3D1'));
    await logIn(page);
    await expect(page).toHaveURL(appUrl(testInfo, 'online-joining', '/centre/no-such-centre?x=1'));
  });
});
