import { expect, test } from '../../support/fixtures.ts';
import { appUrl, logIn, mainNav } from './support/platform.ts';

// docs/decisions/0034: from 950 px the header's four links sit on one row beside the logo and the basket; below, the
// Menu button's drawer carries them. Either way the header is one row (4.5 rem; 4 rem on a phone), logged in or out,
// in the default theme's Open Sans, the widest body font of the seeded themes.
const ONE_ROW_PX = 72;
const cases = [
  { width: 375, links: false },
  { width: 575, links: false },
  { width: 768, links: false },
  { width: 949, links: false },
  { width: 950, links: true },
  { width: 1024, links: true },
  { width: 1280, links: true },
];

for (const loggedIn of [false, true]) {
  test(`the header is one row at every width, ${loggedIn ? 'logged in' : 'logged out'}`, async ({ page }, testInfo) => {
    if (loggedIn) {
      await page.goto(appUrl(testInfo, 'bookings', '/login'));
      await logIn(page);
      await expect(mainNav(page).getByRole('link', { name: 'My account' })).toBeAttached();
    } else {
      await page.goto(appUrl(testInfo, 'bookings'));
      await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
    }
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    const basket = banner.getByRole('link', { name: /^Basket/ });
    for (const { width, links } of cases) {
      await page.setViewportSize({ width, height: 800 });
      await expect(basket, `the basket at ${width} px`).toBeVisible();
      if (links) {
        await expect(menu, `no Menu button at ${width} px`).toBeHidden();
        const tops = await mainNav(page)
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getBoundingClientRect().top));
        expect(tops, `four links on one row at ${width} px`).toHaveLength(4);
        expect(new Set(tops).size, `four links on one row at ${width} px: tops ${tops.join(', ')}`).toBe(1);
      } else {
        await expect(menu, `the Menu button at ${width} px`).toBeVisible();
        await expect(mainNav(page), `the links in the drawer at ${width} px`).toBeHidden();
      }
      const height = (await banner.boundingBox())!.height;
      expect(height, `the header's height at ${width} px`).toBeLessThanOrEqual(ONE_ROW_PX);
    }
  });
}
