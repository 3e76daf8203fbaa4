import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { logInAsDemoCustomer, logInThroughForm, renderApp } from '@leisure/app-store/testing';
import { addDays, londonToday, weekdayDate } from '@leisure/dates';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { teacherDay } from './teachingFixtures.ts';

// A teacher's day at poolside (docs/decisions/0596-teachers-at-poolside.md): the classes of the day the page shows,
// as the API lists them, whatever weekday the pinned clock falls on.

describe("a teacher's classes", () => {
  useSandbox();

  it(
    'lands a teacher on today’s classes after logging in, and the staff bar links them',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      renderApp(BookingsApp, '/login');
      // The log-in page loads on demand: slow on a busy machine.
      await screen.findByLabelText(/Email or customer ID/, {}, { timeout: 20_000 });
      await logInThroughForm(user, demoLogin('teacher'));

      const heading = await screen.findByRole('heading', { level: 1, name: 'Today’s classes' }, { timeout: 10_000 });
      expect(heading).toBeInTheDocument();
      expect(window.location.pathname).toBe('/teaching');
      expect(screen.getByText(weekdayDate(londonToday()))).toBeInTheDocument();
      const bar = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 10_000 });
      expect(within(bar).getByRole('link', { name: 'Today’s classes' })).toHaveAttribute('href', '/teaching');
    },
  );

  it('lists each class with its time, pool, level and how many are booked, and switches day', async () => {
    const user = userEvent.setup();
    await logInAsDemoCustomer(demoLogin('teacher'));
    const today = londonToday();
    const expected = await teacherDay(today);
    renderApp(BookingsApp, '/teaching');
    await screen.findByRole('heading', { level: 1, name: 'Today’s classes' }, { timeout: 10_000 });

    if (expected.registers.length === 0) {
      expect(await screen.findByText('You have no classes on this day.')).toBeInTheDocument();
    } else {
      const cards = within(await screen.findByRole('list', { name: 'Classes' })).getAllByRole('listitem');
      expect(cards).toHaveLength(expected.registers.length);
      expected.registers.forEach((register, index) => {
        const { schedule, level, area, capacity } = register.class;
        const card = cards[index]!;
        expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(`${schedule.startsAt} ${level.name}`);
        expect(card).toHaveTextContent(`${schedule.startsAt} to ${schedule.endsAt} · ${area}`);
        const enrolled = register.learners.filter((learner) => learner.kind === 'enrolled').length;
        expect(card).toHaveTextContent(`${enrolled} of ${capacity} booked`);
        expect(
          within(card).getByRole('link', { name: `Open register, ${level.name} at ${schedule.startsAt}` }),
        ).toHaveAttribute('href', `/teaching/classes/${register.class.id}/${today}`);
      });
    }

    const days = screen.getByRole('navigation', { name: 'Day' });
    expect(within(days).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(days).getByRole('link', { name: 'Tomorrow' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomorrow’s classes' })).toBeInTheDocument();
    expect(screen.getByText(weekdayDate(addDays(today, 1)))).toBeInTheDocument();
    expect(within(days).getByRole('link', { name: 'Tomorrow' })).toHaveAttribute('aria-current', 'page');
    const tomorrow = await teacherDay(addDays(today, 1));
    if (tomorrow.registers.length > 0) {
      expect(within(await screen.findByRole('list', { name: 'Classes' })).getAllByRole('listitem')).toHaveLength(
        tomorrow.registers.length,
      );
    } else {
      expect(await screen.findByText('You have no classes on this day.')).toBeInTheDocument();
    }
  });

  it('tells other staff the registers are for teachers, and the bar gives them no classes link', async () => {
    await logInAsDemoCustomer(demoLogin('staff'));
    renderApp(BookingsApp, '/teaching');
    expect(
      await screen.findByText('Only teachers and duty managers can open lesson registers.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const bar = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 10_000 });
    expect(within(bar).queryByRole('link', { name: 'Today’s classes' })).not.toBeInTheDocument();
  });
});
