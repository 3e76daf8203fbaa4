import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { logInHere } from '../bookings/support/bookingsSteps.ts';
import { appUrl, checkStateAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle } from './support/accountPages.ts';
import { registerAdult } from './support/households.ts';
import { addChild, enrolInTeachersClass, offeredStage1Place, tickCompetencies } from './support/lessons.ts';
import { acceptMoveUpInTwoTaps } from './support/lessonSteps.ts';

// Lessons in my account (docs/decisions/0595-lessons-in-my-account.md). Each test registers a parent of its own, adds
// their children and enrols one through the API; the demo teacher ticks competencies through the API as at the
// poolside. So the runs at each width, and each repeat, never meet; nothing here resets the sandbox or moves its
// clock. Ellie's seeded make-up credit is booked in tests/faults/lessonsMakeUp.test.ts, which resets first.

atEachWidth((width) => {
  test('a parent sees their child’s class and progress, and accepts a move-up in two taps', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const lastName = width === 375 ? 'Narrow' : 'Wide';
    const parent = await registerAdult(request, {
      email: `lessons.${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Jo',
      lastName,
    });
    const childId = await addChild(request, parent.token, 'Maya');
    const child = 'Maya Swimmer';
    const lessonClass = await enrolInTeachersClass(request, parent.token, {
      learnerId: childId,
      holder: `Jo ${lastName}`,
    });
    await tickCompetencies(request, { classId: lessonClass.id, learnerId: childId, count: 2 });

    await page.goto(appUrl(testInfo, 'my-account', '/lessons'));
    await logInHere(page, { email: parent.reference, password: parent.password });
    await expectAccountHeadingAndTitle(page, 'Lessons');
    const classCard = page.getByRole('article', { name: `${child}: ${lessonClass.name}` });
    await expect(classCard).toContainText('Next lesson');
    await expect(classCard).toContainText('a month by Direct Debit');
    const progress = page.getByRole('article', {
      name: `${child}: Learn to Swim, ${lessonClass.level.name}: progress`,
    });
    await expect(progress).toContainText(/2 of \d+ competencies ticked\./);
    await expect(progress.getByRole('listitem').first()).toContainText(': passed');
    await expect(progress.getByRole('listitem').last()).toContainText(': not yet');
    await checkStateAt(page, testInfo, width, 'lessons-progress');

    // Leaving asks first and says what notice means; keeping the place changes nothing.
    await classCard.getByRole('button', { name: `Leave class: ${child}` }).click();
    const leave = page.getByRole('alertdialog', { name: `${child}: leave ${lessonClass.name}?` });
    await expect(leave).toContainText('Leaving takes a month’s notice');
    await expect(leave.getByRole('button', { name: 'Keep the place' })).toBeFocused();
    await checkStateAt(page, testInfo, width, 'lessons-leave-dialog');
    await page.keyboard.press('Escape');
    await expect(leave).toBeHidden();

    // The teacher ticks the rest at the poolside: the level is passed and a move-up is offered.
    await tickCompetencies(request, { classId: lessonClass.id, learnerId: childId });
    const nextLevel = `Stage ${lessonClass.level.position + 1}`;
    // The dashboard says a move-up is waiting; the account navigation leads back to Lessons.
    await page.goto(appUrl(testInfo, 'my-account', '/'));
    const alerts = page.getByRole('region', { name: 'Needs your attention' });
    await expect(alerts.getByRole('heading', { name: 'Maya is ready to move up' })).toBeVisible();
    await expect(alerts.getByRole('link', { name: 'See the offer for Maya' })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'lessons-dashboard-alert');
    await page.goto(appUrl(testInfo, 'my-account', '/lessons'));
    await expect(progress).toContainText(`${lessonClass.level.name} passed: every competency ticked.`);
    await acceptMoveUpInTwoTaps(page, testInfo, width, { learner: child, nextLevel });
    await expect(page.getByRole('article', { name: new RegExp(`^${child}: ${nextLevel} · `) })).toContainText(
      'First collection',
    );
    await checkStateAt(page, testInfo, width, 'lessons-moved-up');
  });

  test('the offer email’s link opens the offered place, accepted on the Direct Debit the parent has', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const parent = await registerAdult(request, {
      email: `offer.${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Sam',
      lastName: width === 375 ? 'Narrow' : 'Wide',
    });
    const older = await addChild(request, parent.token, 'Leo');
    await enrolInTeachersClass(request, parent.token, { learnerId: older, holder: parent.firstName });
    const younger = await addChild(request, parent.token, 'Ivy');
    const { className, link } = await offeredStage1Place(request, parent.token, {
      learnerId: younger,
      email: parent.email,
    });

    await page.goto(appUrl(testInfo, 'my-account', link));
    await logInHere(page, { email: parent.reference, password: parent.password });
    await expectAccountHeadingAndTitle(page, 'Lesson offer');
    const card = page.getByRole('article', { name: `Ivy Swimmer: Place offered: ${className}` });
    await expect(card).toContainText('Answer by');
    const accept = page.getByRole('article', { name: 'Accept and pay monthly by Direct Debit' });
    await expect(accept).toContainText('collected by your Direct Debit from the account');
    await checkStateAt(page, testInfo, width, 'lessons-offer');

    await accept.getByRole('button', { name: 'Accept the place for Ivy Swimmer' }).click();
    await expect(page.getByText(new RegExp(`^Ivy Swimmer has a place in ${className}\\.`))).toBeVisible();
    await expectAccountHeadingAndTitle(page, 'Lessons');
    await expect(page.getByRole('article', { name: `Ivy Swimmer: ${className}` })).toContainText('First collection');
    await checkStateAt(page, testInfo, width, 'lessons-offer-accepted');
  });
});
