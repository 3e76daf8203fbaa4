import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '../../../support/fixtures.ts';
import { checkStateAt } from '../../platform/support/platform.ts';
import { expectAccountHeadingAndTitle } from './accountPages.ts';

// What a parent does on my account's Lessons pages (docs/decisions/0595), written once for the journeys that start
// there and those that start at the poolside or in bookings.

/** A learner's move-up offer on the Lessons page. */
export const moveUpOffer = (page: Page, learner: string, nextLevel: string): Locator =>
  page.getByRole('article', { name: new RegExp(`^${learner}: Move up to ${nextLevel}`) });

/**
 * Accepts the move-up offer in its two taps (Move up, then Confirm, focused), checking both states: the toast says
 * from when, the dialog closes, focus goes to the learner's heading and the offer is gone.
 */
export async function acceptMoveUpInTwoTaps(
  page: Page,
  testInfo: TestInfo,
  width: number,
  { learner, nextLevel }: { learner: string; nextLevel: string },
): Promise<void> {
  const offer = moveUpOffer(page, learner, nextLevel);
  await expect(offer).toContainText('Answer by');
  await checkStateAt(page, testInfo, width, 'lessons-move-up-offer');

  let taps = 0;
  taps += 1;
  await offer.getByRole('button', { name: `Move up: ${learner} to ${nextLevel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${learner} up to ${nextLevel}?` });
  const confirm = dialog.getByRole('button', { name: `Confirm move up for ${learner}` });
  await expect(confirm).toBeFocused();
  await checkStateAt(page, testInfo, width, 'lessons-move-up-confirm');
  taps += 1;
  await confirm.click();
  await expect(page.getByText(new RegExp(`^${learner} moves up to ${nextLevel} from `))).toBeVisible();
  expect(taps).toBe(2);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: learner })).toBeFocused();
  await expect(offer).toBeHidden();
}

/**
 * Books a make-up with an available credit: its link on the credits card, then the first lesson offered. The
 * Lessons page comes back saying what was booked, and the credit shows it.
 */
export async function bookFirstMakeUp(
  page: Page,
  testInfo: TestInfo,
  width: number,
  { learner, credit, credits }: { learner: string; credit: Locator; credits: Locator },
): Promise<{ className: string; when: string }> {
  await credit.getByRole('link', { name: new RegExp(`^Book a make-up for ${learner}`) }).click();
  await expectAccountHeadingAndTitle(page, 'Book a make-up lesson');
  const choices = page.getByRole('list', { name: 'Lessons you can book' });
  const first = choices.getByRole('article').first();
  await expect(first).toContainText(/\d+ spaces? left/);
  await checkStateAt(page, testInfo, width, 'lessons-make-up-choices');
  const [className, when] = (await first.getAttribute('aria-label'))!.split(', ') as [string, string];
  await first.getByRole('button', { name: /^Book this make-up/ }).click();

  await expect(page.getByText(`Make-up booked for ${learner}: ${className} on ${when}.`)).toBeVisible();
  await expectAccountHeadingAndTitle(page, 'Lessons');
  await expect(credits).toContainText(`Booked: ${className} on ${when}.`);
  return { className, when };
}
