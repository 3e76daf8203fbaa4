import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer, dataOf } from '../../support/apiAnswers.ts';
import { expect, londonDate, sandboxNow, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { bookingsUrl, logInHere } from '../bookings/support/bookingsSteps.ts';
import { tokenOf } from '../bookings/support/memberApi.ts';
import { appUrl, checkStateAt } from '../platform/support/platform.ts';
import { addDays, prettyDate, weekdayDate, type IsoDate } from '@leisure/dates';
import { expectAccountHeadingAndTitle } from '../myAccount/support/accountPages.ts';
import { ellie } from '../myAccount/support/households.ts';
import { acceptMoveUpInTwoTaps, bookFirstMakeUp } from '../myAccount/support/lessonSteps.ts';

// From the poolside to the parent (issue 25; docs/decisions/0593, 0595, 0596): the demo teacher logs in, opens
// today's class, marks its register (Ellie Hughes absent) and ticks Ellie's last competency, one from passing Stage 3
// in the seed (decision 0590), and sees the move-up offer go. Then Chris, her parent, in my account: accepts the
// move-up in two taps, and books a make-up lesson with the credit today's absence earned. Ellie's class meets on one
// weekday, so the sandbox's clock moves on to its next lesson: a faults test, on its own sandbox, reseeded first and
// when it ends.
const teacher = { email: demoAccounts.teacher.reference, password: DEMO_PASSWORD };
const chris = { email: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };

interface WireRegister {
  lesson_date: string;
  starts_at: string;
  class: { id: number; level: { name: string }; schedule: { starts_at: string } };
  learners: {
    first_name: string;
    last_name: string;
    kind: string;
    progress: { competencies: { passed: boolean }[] };
  }[];
}

/** The next lesson not yet begun, from today, of the class Ellie is enrolled in, as the teacher's day lists it. */
async function elliesNextLesson(request: APIRequestContext): Promise<WireRegister> {
  const token = await tokenOf(request, teacher.email);
  for (let ahead = 0; ahead <= 70; ahead += 1) {
    const day = await dataOf<{ registers: WireRegister[] }>(
      await request.get(`/api/staff/lessons/registers?date=${londonDate(ahead)}`, { headers: bearer(token) }),
      'reading the teacher’s day',
    );
    // One that has not begun: the seed, made on the sandbox's day, marks the registers of lessons already under way
    // (a test after another that moved the clock into a lesson found nothing left to mark).
    const register = day.registers.find(
      (candidate) =>
        Date.parse(candidate.starts_at) > sandboxNow().getTime() &&
        candidate.learners.some((learner) => `${learner.first_name} ${learner.last_name}` === ellie),
    );
    if (register) return register;
  }
  throw new Error('Ellie has no lesson in the next 70 days');
}

atEachWidth((width) => {
  test('a teacher marks a register and ticks the last competency; the parent moves up in two taps and books a make-up', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    // A long register (every learner's competencies) takes axe 10-25 s a state on a busy 2-core machine; then the
    // parent's five states.
    test.setTimeout(360_000);
    await sandbox.reset();
    const lesson = await elliesNextLesson(request);
    // To ten minutes into the lesson (on its day: a register opens on the lesson's day).
    const during = new Date(Date.parse(lesson.starts_at) + 10 * 60_000);
    if (lesson.lesson_date !== londonDate(0) || during > sandboxNow()) await sandbox.moveClock({ to: during });
    const level = lesson.class.level.name;
    const time = lesson.class.schedule.starts_at;

    // Staff log in as at the desk; a teacher lands on their day's classes, linked from the staff bar too.
    await page.goto(bookingsUrl(testInfo, '/login'));
    await logInHere(page, teacher);
    await expect(page.getByRole('heading', { level: 1, name: 'Today’s classes' })).toBeVisible();
    await expect(page).toHaveURL(/\/teaching$/);
    const bar = page.getByRole('region', { name: 'Front of house' });
    await expect(bar.getByRole('link', { name: 'Today’s classes' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${time} ${level}` }) });
    await expect(card).toContainText(/\d+ of \d+ booked/);
    await checkStateAt(page, testInfo, width, 'teacher-day');

    await card.getByRole('link', { name: `Open register, ${level} at ${time}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${level} register` })).toBeVisible();
    const learners = page.getByRole('list', { name: 'Learners' });
    const ellieCard = learners
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name: ellie }) });
    await checkStateAt(page, testInfo, width, 'register');

    // The register: everyone present in one tap, then Ellie marked absent.
    await page.getByRole('button', { name: /^Mark the rest present \(\d+\)$/ }).click();
    await expect(page.getByRole('button', { name: /^Mark the rest present/ })).toHaveCount(0);
    await expect(ellieCard.getByRole('button', { name: `Present, ${ellie}` })).toHaveAttribute('aria-pressed', 'true');
    await ellieCard.getByRole('button', { name: `Absent, ${ellie}` }).click();
    await expect(ellieCard.getByRole('button', { name: `Absent, ${ellie}` })).toHaveAttribute('aria-pressed', 'true');
    await checkStateAt(page, testInfo, width);

    // The last competency of Stage 3: passed, and a move-up offer sent.
    const ticks = ellieCard.getByRole('group', { name: new RegExp(`^${level} competencies, ${ellie}: `) });
    const open = ticks.getByRole('checkbox', { checked: false });
    await expect(open).toHaveCount(1);
    await open.check();
    await expect(ellieCard.getByRole('status')).toHaveText(`Ellie has passed ${level}: a move-up offer has been sent`);
    await expect(ticks).toHaveAccessibleName(`${level} competencies, ${ellie}: level passed`);
    await checkStateAt(page, testInfo, width, 'move-up-sent');

    // The parent, at home: my account's Lessons, logged in as Chris (the teacher's session left behind).
    await page.context().clearCookies();
    await page.goto(appUrl(testInfo, 'my-account', '/lessons'));
    await logInHere(page, chris);
    await expectAccountHeadingAndTitle(page, 'Lessons');
    const section = page.getByRole('region', { name: ellie });
    const credits = section.getByRole('article', { name: `${ellie}: absences and make-up credits` });
    const missed = prettyDate(lesson.lesson_date as IsoDate);
    await expect(credits.getByRole('list', { name: 'Absences' })).toContainText(
      weekdayDate(lesson.lesson_date as IsoDate),
    );
    const todaysCredit = credits
      .getByRole('list', { name: 'Make-up credits' })
      .getByRole('listitem')
      .filter({ hasText: `on ${missed}.` });
    await expect(todaysCredit).toContainText(`Available: ${level} make-up`);
    await expect(todaysCredit).toContainText(`Use it by ${prettyDate(addDays(lesson.lesson_date as IsoDate, 42))}.`);
    await checkStateAt(page, testInfo, width, 'parent-credit-and-offer');

    // A make-up for the lesson missed, before she moves up: another Stage 3 class with a space.
    await bookFirstMakeUp(page, testInfo, width, { learner: ellie, credit: todaysCredit, credits });
    await expect(todaysCredit).toContainText('Booked: ');

    const nextLevel = `Stage ${Number(/\d+/.exec(level)![0]) + 1}`;
    await acceptMoveUpInTwoTaps(page, testInfo, width, { learner: ellie, nextLevel });
    await expect(section.getByRole('article', { name: new RegExp(`^${ellie}: ${nextLevel} · `) })).toBeVisible();
    await checkStateAt(page, testInfo, width, 'parent-moved-up');
  });
});
