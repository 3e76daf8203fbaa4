import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures.ts';
import { checkStateAt, expectPrintedAt, screenshotAt } from '../platform/support/platform.ts';
import { expectAccountHeading, expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';

// Proof of eligibility (docs/decisions/0451) and the digital membership card (docs/decisions/0453), as Jordan.
// Jordan's Leisure Pass Concession has a proof accepted at reception that expires in 12 days; he sends a new one and
// sees it under review. Sending again replaces one under review, so the journey repeats (both widths, reruns), and his
// Student Gym keeps awaiting proof and his document keeps expiring for the other tests that log in as him.

const jordan = { email: demoAccounts.customerWithPenalties.email, password: DEMO_PASSWORD };
const pdf = { name: 'benefits-letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };
/** Goes to a path of the single-page app without loading the page again (as a link in the app would). */
async function clientSideVisit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A one-pixel PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Sets the customer's profile photo through the API (a new photo replaces the last: repeatable). */
async function setProfilePhoto(request: APIRequestContext, { email, password }: { email: string; password: string }) {
  const login = await request.post('/api/auth/customer/login', { data: { username: email, password } });
  expect(login.ok(), `log-in: ${login.status()}`).toBe(true);
  const { data } = (await login.json()) as { data: { token: string } };
  const answer = await request.put('/api/my-account/profile-photo', {
    headers: { authorization: `Bearer ${data.token}` },
    data: { file_name: 'jordan.png', content_type: 'image/png', content: png.toString('base64') },
  });
  expect(answer.ok(), `profile photo: ${answer.status()} ${await answer.text()}`).toBe(true);
}

const notAPdf = { name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text') };

atEachWidth((width) => {
  test('Jordan sends a new proof of eligibility from the dashboard and sees it under review', async ({
    page,
  }, testInfo) => {
    await logInToAccountAt(page, testInfo, '/', jordan);
    await expectAccountHeading(page, 'Hello, Jordan');
    const alerts = page.getByRole('region', { name: 'Needs your attention' });
    await alerts.getByRole('link', { name: 'Upload a new document' }).click();

    await expect(page).toHaveURL(/\/memberships\/\d+\/document$/);
    await expectAccountHeadingAndTitle(page, 'Proof of eligibility');
    await expect(page.getByText(/^For your Leisure Pass Concession membership/)).toBeVisible();
    // Accepted and expiring on the first run; under review once a run has sent one.
    const status = page.getByRole('heading', { level: 2, name: /^Status: (Accepted|Under review)$/ });
    await expect(status).toBeVisible();
    await expect(page.getByRole('region', { name: /^Status: / })).toContainText(/Valid until.*\(expires in \d+ days\)/);
    await checkStateAt(page, testInfo, width, 'document-before');

    // Checked in the browser by its content: a text file named .pdf is refused by the field.
    const file = page.getByLabel('Document', { exact: true });
    await file.setInputFiles(notAPdf);
    await expect(
      page.getByText('The file is not a PDF, JPEG or PNG file: choose a PDF, JPEG or PNG file'),
    ).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await screenshotAt(page, testInfo, 'document-wrong-type', width);

    await file.setInputFiles(pdf);
    await expect(file).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: /^(Upload|Replace) document$/ }).click();
    const underReview = page.getByRole('heading', { level: 2, name: 'Status: Under review' });
    await expect(underReview).toBeFocused();
    await expect(page.getByText('Your document was sent. It is now under review.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status: Under review' })).toContainText(
      /Document sent\s*benefits-letter\.pdf \(1 KB\)/,
    );
    await expect(page.getByRole('button', { name: 'Replace document' })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'document-under-review');
  });

  test('Jordan shows his membership card, prints it, and it still shows without a connection', async ({
    page,
    request,
  }, testInfo) => {
    // His photo on the card comes from the API's images origin, which the pages' CSP allows (decision 0452).
    await setProfilePhoto(request, jordan);
    await logInToAccountAt(page, testInfo, '/', jordan);
    await expectAccountHeading(page, 'Hello, Jordan');
    await clientSideVisit(page, '/membership-card');
    await expectAccountHeadingAndTitle(page, 'Membership card');
    const card = page.getByRole('article', { name: 'Jordan Lee' });
    await expect(card).toContainText('Customer ID: BW100003');
    const qr = card.getByRole('img', { name: 'QR code of customer ID BW100003' });
    await expect(qr).toHaveAttribute('data-qr-value', 'BW100003');
    // Large enough for a desk scanner at arm's length.
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(240);
    await expect(card.getByRole('list', { name: 'Memberships' })).toContainText('Leisure Pass Concession');
    const photo = card.getByRole('img', { name: 'Photo of Jordan Lee' });
    await expect(photo).toHaveAttribute('src', /\/assets\/profile-photos\/[0-9a-f]{32}\.png$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await checkStateAt(page, testInfo, width, 'membership-card');

    await expectPrintedAt(page, testInfo, width, {
      hidden: [page.getByRole('banner'), page.getByRole('button', { name: 'Print card' })],
      shown: card,
      shot: 'membership-card-print',
    });

    // Offline once loaded: the API cannot be reached, yet the card still shows when the member comes back to it
    // (the pages already loaded stay usable; the app itself does not load without a connection: decision 0453).
    await page.context().setOffline(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jordan' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Membership card' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'QR code of customer ID BW100003' })).toBeVisible();
    await expect(card).toContainText('Leisure Pass Concession');
    await expectNoAxeViolations(page);
    await page.context().setOffline(false);
  });
});
