import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { appUrl, expectHeaderLoggedIn, firstVenue, logIn, themeHeaderColour } from './support/platform.ts';

const appName = 'Brightwater Leisure';

test.describe('each front end on its own sub-domain', () => {
  test('bookings: the venues, the header and the footer in the default theme', async ({ page, request }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings'));
    await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    await expect(page).toHaveTitle(`${appName} | Book an activity`);
    await expect(page.getByRole('list', { name: 'Venues' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('background-color', await themeHeaderColour(request));
    await expectHeaderLoggedIn(page, false);
    await expect(page.getByRole('contentinfo')).toContainText(appName);
    await expectNoAxeViolations(page);
  });

  test("bookings: a venue's page wears the venue's theme and footer", async ({ page, request }, testInfo) => {
    const venue = await firstVenue(request, '/api/activities/venues');
    await page.goto(appUrl(testInfo, 'bookings', `/location/${venue.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page).toHaveTitle(`${appName} | ${venue.name}`);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', await themeHeaderColour(request, venue.slug));
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: venue.name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('bookings: find a venue by postcode, choose it, and come back to it through the venue cookie', async ({
    page,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'bookings'));
    await page.getByRole('textbox', { name: 'Search town, postcode or venue name' }).fill('LS6');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // docs/product/platform.md §2: within 5 miles, nearest first, in miles.
    await expect(page.getByText('2 venues within 5 miles of LS6')).toBeVisible();
    const results = page.getByRole('list', { name: 'Venues' });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText([
      'Kirkstall Fitness',
      'Leeds City Leisure Centre',
    ]);
    await expect(results.getByText(/^\d+\.\d miles$/)).toHaveText(['1.5 miles', '1.6 miles']);
    await expectNoAxeViolations(page);
    await results.getByRole('button', { name: 'Choose venue, Leeds City Leisure Centre' }).click();
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/location/leeds-city'));

    await page.goto(appUrl(testInfo, 'bookings', '/redirect-to-selected-venue'));
    await expect(page).toHaveURL(appUrl(testInfo, 'bookings', '/location/leeds-city'));
    await expect(page.getByRole('heading', { level: 1, name: 'Leeds City Leisure Centre' })).toBeVisible();
  });

  test('online joining: the centres, header and footer, and a chosen centre in its theme', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto(appUrl(testInfo, 'online-joining'));
    await expect(page.getByRole('heading', { level: 1, name: 'Online Joining' })).toBeVisible();
    await expect(page).toHaveTitle(`${appName} | Online Joining`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);

    // The map search's results list is the way to a centre without the map.
    const centre = await firstVenue(request, '/api/venues/online-joining');
    await page
      .getByRole('list', { name: 'Centres' })
      .getByRole('button', { name: `Select and continue with ${centre.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/centre/${centre.slug}(\\?|$)`));
    // docs/product/joining.md D8: the centre section is completed, collapsed under the centre's name, and membership is open.
    await expect(page.getByRole('button', { name: 'Edit Choose your home centre' })).toBeVisible();
    await expect(page.getByText(centre.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Choose your membership', exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCSS('background-color', await themeHeaderColour(request, centre.slug));
    await expectNoAxeViolations(page);
  });

  test('my account: log in, then the dashboard greets the customer', async ({ page }, testInfo) => {
    await page.goto(appUrl(testInfo, 'my-account'));
    await expect(page).toHaveURL(appUrl(testInfo, 'my-account', '/login?redirect=%2F'));
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle(`${appName} | Log in`);
    await expectNoAxeViolations(page);

    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Sam' })).toBeVisible();
    await expect(page).toHaveURL(appUrl(testInfo, 'my-account', '/'));
    await expect(page).toHaveTitle(`${appName} | Dashboard`);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
