import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { atEachWidth } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { logInHere } from '../bookings/support/bookingsSteps.ts';
import { appUrl, checkStateAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle } from '../myAccount/support/accountPages.ts';
import { ellie } from '../myAccount/support/households.ts';
import { bookFirstMakeUp } from '../myAccount/support/lessonSteps.ts';

// A parent sees their child's progress and make-up credit and books a make-up (docs/decisions/0593, 0595). Ellie's
// seeded credit books one make-up, so each width starts from a fresh seed on this project's own sandbox (the
// sandbox fixture); a registered family would need the clock moved to miss a lesson.
const chris = { email: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };

atEachWidth((width) => {
  test('a parent sees their child’s progress and credit, and books a make-up with it', async ({
    page,
    sandbox,
  }, testInfo) => {
    test.slow();
    await sandbox.reset();
    await page.goto(appUrl(testInfo, 'my-account', '/lessons'));
    await logInHere(page, chris);
    await expectAccountHeadingAndTitle(page, 'Lessons');
    const section = page.getByRole('region', { name: ellie });
    const progress = section.getByRole('article', { name: `${ellie}: Learn to Swim, Stage 3: progress` });
    await expect(progress).toContainText('6 of 7 competencies ticked.');
    await expect(progress.getByRole('listitem').last()).toContainText('Push, glide and kick for 5 metres: not yet');
    const credits = section.getByRole('article', { name: `${ellie}: absences and make-up credits` });
    await expect(credits).toContainText('Available: Stage 3 make-up');
    await expect(credits).toContainText(/Use it by \d+ \w+ \d{4}\./);
    await checkStateAt(page, testInfo, width, 'lessons-credit');

    await bookFirstMakeUp(page, testInfo, width, { learner: ellie, credit: credits, credits });
    await expect(credits.getByRole('link', { name: /^Book a make-up/ })).toHaveCount(0);
    await checkStateAt(page, testInfo, width, 'lessons-make-up-booked');
  });
});
