import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer, dataOf } from '../../support/apiAnswers.ts';
import { expect, londonDate, sandboxNow, test } from '../../support/fixtures.ts';
import { atEachWidth } from '../../support/widths.ts';
import { bookingsUrl, logInHere } from '../bookings/support/bookingsSteps.ts';
import { tokenOf } from '../bookings/support/memberApi.ts';
import { checkStateAt } from '../platform/support/platform.ts';

// Teachers at poolside (docs/decisions/0596-teachers-at-poolside.md): the demo teacher logs in, opens today's
// class, marks its register and ticks the last competency of Ellie Hughes, one from passing Stage 3 in the seed
// (decision 0590), and sees the move-up offer go. Ellie's class meets on one weekday, so the sandbox's clock moves
// on to its next lesson: a faults test, on its own sandbox, reseeded first and when it ends.
const teacher = { email: demoAccounts.teacher.reference, password: DEMO_PASSWORD };
const ellie = 'Ellie Hughes';

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
  test('a teacher marks a register and ticks the last competency: the move-up offer is sent', async ({
    page,
    request,
    sandbox,
  }, testInfo) => {
    // A long register (every learner's competencies) takes axe 10-25 s a state on a busy 2-core machine.
    test.setTimeout(240_000);
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
  });
});
