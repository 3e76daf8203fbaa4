import { expect, test } from '../../support/fixtures.ts';
import { appUrl } from '../platform/support/platform.ts';
import { checkAxe, section } from './support/joiningSteps.ts';

// "Find address" on a phone (issue 23, decision 0022): a 375 px touch screen, the postcode typed key by key, Find
// address tapped, an address chosen from the list; it fills the registration's address fields, which stay editable.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('a joiner on a phone finds their address from the postcode and it fills the form', async ({ page }, testInfo) => {
  await page.goto(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics/membership/gym-anywhere/monthly'));
  const details = section(page, 'Your details');
  const finder = details.getByRole('textbox', { name: 'Find your address', exact: true });
  await finder.tap();
  await finder.pressSequentially('ls1 4ap');
  await details.getByRole('button', { name: 'Find address', exact: true }).tap();

  const list = details.getByRole('combobox', { name: 'Choose your address' });
  await expect(list).toBeFocused();
  await expect(details.getByRole('status').filter({ hasText: 'addresses found' })).toHaveText(
    '12 addresses found for LS1 4AP. Choose yours from the list.',
  );
  await checkAxe(page);
  await list.selectOption({ label: 'Flat 7, Albion House, 20 Albion Street, Leeds' });

  const field = (name: string) => details.getByRole('textbox', { name, exact: true });
  await expect(field('Address line 1')).toHaveValue('Flat 7, Albion House');
  await expect(field('Address line 2')).toHaveValue('20 Albion Street');
  await expect(field('Town or city')).toHaveValue('Leeds');
  await expect(field('Postcode')).toHaveValue('LS1 4AP');
  // Still the joiner's to change.
  await field('Address line 1').tap();
  await field('Address line 1').pressSequentially(' (top floor)');
  await expect(field('Address line 1')).toHaveValue('Flat 7, Albion House (top floor)');
  await checkAxe(page);
});

test('a postcode the finder cannot use says why by the box, and manual entry is a tap away', async ({
  page,
}, testInfo) => {
  await page.goto(appUrl(testInfo, 'online-joining', '/centre/manchester-aquatics/membership/gym-anywhere/monthly'));
  const details = section(page, 'Your details');
  const finder = details.getByRole('textbox', { name: 'Find your address', exact: true });
  await finder.tap();
  await finder.pressSequentially('LS1');
  await details.getByRole('button', { name: 'Find address', exact: true }).tap();
  await expect(finder).toHaveAccessibleDescription(/Enter the whole postcode, like LS1 4AP/);
  await checkAxe(page);
  await details.getByRole('button', { name: 'Enter the address manually' }).tap();
  await expect(details.getByRole('textbox', { name: 'Address line 1', exact: true })).toBeFocused();
});
