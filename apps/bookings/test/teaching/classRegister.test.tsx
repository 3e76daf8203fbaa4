import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { addDays, londonToday } from '@leisure/dates';
import { demoLogin } from '@leisure/sandbox-api/testing';
import type { LessonRegister } from '@leisure/api-contract';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { latestRegisterWith, teacherDay } from './teachingFixtures.ts';

// A lesson's register at poolside (docs/decisions/0596-teachers-at-poolside.md): Present or Absent per learner, and
// the level's competencies. Ellie Hughes is one competency from passing Stage 3 in the seed (decision 0590).

async function openEllieRegister(before?: (register: LessonRegister) => void) {
  await logInAsDemoCustomer(demoLogin('teacher'));
  const register = await latestRegisterWith('Ellie');
  before?.(register);
  renderApp(BookingsApp, `/teaching/classes/${register.class.id}/${register.lessonDate}`);
  await screen.findByRole('heading', { level: 1, name: `${register.class.level.name} register` }, { timeout: 15_000 });
  const ellie = within(screen.getByRole('list', { name: 'Learners' }))
    .getAllByRole('listitem')
    .find((card) => within(card).queryByRole('heading', { level: 2, name: 'Ellie Hughes' }))!;
  return { register, ellie };
}

const ellieOn = async (classId: number, date: string) =>
  (await teacherDay(date)).registers
    .find((register) => register.class.id === classId)!
    .learners.find((learner) => learner.firstName === 'Ellie')!;

describe("a lesson's register", () => {
  const { sandbox } = useSandbox();

  it('marks a learner absent, then present, saved as each is tapped', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    const { register, ellie } = await openEllieRegister();
    const attendance = within(ellie).getByRole('group', { name: 'Attendance, Ellie Hughes' });
    const absent = within(attendance).getByRole('button', { name: 'Absent, Ellie Hughes' });
    const present = within(attendance).getByRole('button', { name: 'Present, Ellie Hughes' });

    await user.click(absent);
    await waitFor(() => expect(absent).toHaveAttribute('aria-pressed', 'true'));
    expect(present).toHaveAttribute('aria-pressed', 'false');
    await waitFor(async () =>
      expect((await ellieOn(register.class.id, register.lessonDate)).attendance).toBe('absent'),
    );

    await user.click(present);
    await waitFor(async () =>
      expect((await ellieOn(register.class.id, register.lessonDate)).attendance).toBe('present'),
    );
    await waitFor(() => expect(present).toHaveAttribute('aria-pressed', 'true'));
  });

  it('marks the rest present in one tap', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    // The seed marks past registers: those marked present are taken back, so the lesson is part marked.
    await openEllieRegister((register) => {
      sandbox()
        .services.db.prepare(
          "DELETE FROM lesson_attendance WHERE class_id = ? AND lesson_date = ? AND status = 'present'",
        )
        .run(register.class.id, register.lessonDate);
    });
    const register = await latestRegisterWith('Ellie');
    const unmarked = register.learners.filter((learner) => learner.attendance === null).length;
    expect(unmarked).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: `Mark the rest present (${unmarked})` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Mark the rest present/ })).toBeNull());
    const after = (await teacherDay(register.lessonDate)).registers.find((r) => r.class.id === register.class.id)!;
    expect(after.learners.every((learner) => learner.attendance !== null)).toBe(true);
  });

  it(
    'ticks the last competency and says the learner passed and was offered a move-up',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      const { register, ellie } = await openEllieRegister();
      const level = register.class.level.name;
      const ticks = within(ellie).getByRole('group', { name: new RegExp(`^${level} competencies, Ellie Hughes: `) });
      const boxes = within(ticks).getAllByRole('checkbox');
      const open = boxes.filter((box) => !(box as HTMLInputElement).checked);
      expect(open).toHaveLength(1);
      expect(ticks).toHaveAccessibleName(
        `${level} competencies, Ellie Hughes: ${boxes.length - 1} of ${boxes.length} passed`,
      );

      await user.click(open[0]!);
      expect(
        await within(ellie).findByText(`Ellie has passed ${level}: a move-up offer has been sent`),
      ).toBeInTheDocument();
      expect(within(ellie).getByRole('status')).toHaveTextContent('a move-up offer has been sent');
      await waitFor(() => expect(ticks).toHaveAccessibleName(`${level} competencies, Ellie Hughes: level passed`));
      expect(open[0]).toHaveFocus();
      expect(open[0]).toBeChecked();
      // A passed level's ticks stay: unticking one does nothing.
      await user.click(open[0]!);
      expect(open[0]).toBeChecked();
    },
  );

  it('shows a lesson still to come without Present and Absent', { timeout: 40_000 }, async () => {
    await logInAsDemoCustomer(demoLogin('teacher'));
    const today = londonToday();
    let found: { classId: number; date: string } | undefined;
    for (let ahead = 1; ahead <= 14 && !found; ahead += 1) {
      const day = await teacherDay(addDays(today, ahead));
      const withLearners = day.registers.find((register) => register.learners.length > 0);
      if (withLearners) found = { classId: withLearners.class.id, date: day.date };
    }
    expect(found).toBeDefined();
    renderApp(BookingsApp, `/teaching/classes/${found!.classId}/${found!.date}`);
    expect(
      await screen.findByText('The register can be marked on the day of the lesson.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Present, / })).toBeNull();
    expect(screen.getAllByRole('group', { name: / competencies, / }).length).toBeGreaterThan(0);
  });
});
