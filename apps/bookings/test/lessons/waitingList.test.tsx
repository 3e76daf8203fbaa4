import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { fillClass, seededClass } from './lessonsSupport.ts';

const slow = { timeout: 15_000 };

describe("a full class's waiting list (docs/decisions/0591, 0594)", () => {
  const { sandbox } = useSandbox();
  beforeAll(() => import('../../src/features/lessons/index.ts'), 30_000);

  it("the learner, the days and times they can do (the class's own ticked), then their position", async () => {
    const improvers = seededClass(sandbox(), 'islington-pool', 'Adult improvers', 3);
    fillClass(sandbox(), improvers.id);
    await logInAsDemoCustomer(demoCustomer);
    const user = userEvent.setup();
    renderApp(BookingsApp, `/lessons/classes/${improvers.id}/waiting-list`);
    const form = await screen.findByRole('form', { name: 'Join the waiting list' }, slow);
    expect(within(form).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Join waiting list' }));
    expect(await within(form).findByText('Choose who the place is for.')).toBeVisible();

    await user.click(within(form).getByRole('radio', { name: /^Sam Patel/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(form).getByRole('button', { name: 'Join waiting list' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sam is 1st in line' }, slow)).toHaveFocus();
    const row = sandbox()
      .services.db.prepare(
        `SELECT preferred_days AS days FROM lesson_enrolments WHERE status = 'waiting' AND level_id = ?
         ORDER BY id DESC LIMIT 1`,
      )
      .get(improvers.levelId) as { days: string } | undefined;
    expect(row?.days).toBe('1,3');
  }, 60_000);
});
