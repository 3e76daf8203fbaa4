import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { classTitle, seededClass } from './lessonsSupport.ts';

describe('finding a class (docs/decisions/0594-lessons-in-bookings.md)', () => {
  const { sandbox } = useSandbox();
  // The lessons pages are a lazy chunk: loaded once here, so no test's first render waits for it.
  beforeAll(() => import('../../src/features/lessons/index.ts'), 30_000);

  it('filters by level, venue and day from the address, shows places and keeps each change in the address', async () => {
    const saturday = seededClass(sandbox(), 'islington-pool', 'Stage 3', 6);
    const sunday = seededClass(sandbox(), 'islington-pool', 'Stage 3', 7);
    renderApp(BookingsApp, `/lessons?venue=islington-pool&level=${saturday.levelId}`);
    const list = await screen.findByRole('list', { name: 'Classes' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    const full = within(list).getByRole('article', { name: classTitle(saturday) });
    expect(full).toHaveTextContent('Full – waiting list');
    expect(full).toHaveTextContent('Megan P.');
    expect(full).toHaveTextContent('£34.50 a month');
    expect(within(list).getByRole('article', { name: classTitle(sunday) })).toHaveTextContent('3 places left');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), 'Sunday');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Classes' })).getAllByRole('article')).toHaveLength(1),
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 class found');
    expect(window.location.search).toContain('day=7');
    expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveDisplayValue('Islington Pool & Gym');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'evening');
    expect(await screen.findByText('No classes match. Try another day or time, or clear the filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  }, 60_000);

  it("by the learner's age: a bad age is answered by the field, with what was typed kept", async () => {
    renderApp(BookingsApp, '/lessons?venue=leeds-city');
    const user = userEvent.setup();
    const age = await screen.findByRole('textbox', { name: /^Learner’s age/ }, { timeout: 15_000 });
    await user.type(age, '7');
    await waitFor(() => expect(window.location.search).toContain('age=7'));
    const list = await screen.findByRole('list', { name: 'Classes' });
    await waitFor(() => expect(within(list).queryByRole('article', { name: /^Adult/ })).not.toBeInTheDocument());
    expect(within(list).getByRole('article', { name: /^Red, Saturdays/ })).toBeInTheDocument();

    await user.type(age, '.5');
    expect(await screen.findByText('Age must be a number.')).toBeVisible();
    expect(age).toHaveValue('7.5');
    expect(age).toHaveAttribute('aria-invalid', 'true');
  }, 60_000);

  it('a class page: what its level teaches, its teacher, continuous dates, next lessons and Enrol', async () => {
    const sunday = seededClass(sandbox(), 'islington-pool', 'Stage 3', 7);
    renderApp(BookingsApp, `/lessons/classes/${sunday.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: classTitle(sunday) }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What Stage 3 teaches' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What Stage 3 teaches' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(3);
    const dates = screen.getByRole('region', { name: 'Term dates' });
    expect(dates).toHaveTextContent(/^Term dates\s*Continuous: your place carries on/);
    expect(within(screen.getByRole('list', { name: 'Next lessons' })).getAllByRole('listitem').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('region', { name: 'The class' })).toHaveTextContent('£34.50 a month by Direct Debit');
    expect(screen.getByRole('link', { name: 'Enrol' })).toHaveAttribute('href', `/lessons/classes/${sunday.id}/enrol`);
    expect(screen.queryByRole('link', { name: 'Join waiting list' })).not.toBeInTheDocument();
  }, 60_000);

  it('a full class offers its waiting list instead', async () => {
    const saturday = seededClass(sandbox(), 'islington-pool', 'Stage 3', 6);
    renderApp(BookingsApp, `/lessons/classes/${saturday.id}`);
    expect(await screen.findByRole('link', { name: 'Join waiting list' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      `/lessons/classes/${saturday.id}/waiting-list`,
    );
    expect(screen.queryByRole('link', { name: 'Enrol' })).not.toBeInTheDocument();
  }, 60_000);
});
