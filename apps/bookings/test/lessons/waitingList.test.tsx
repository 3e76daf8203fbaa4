import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { fillClass, seededClass } from './lessonsSupport.ts';

const slow = { timeout: 15_000 };
const jordan = { username: demoAccounts.customerWithPenalties.reference, password: DEMO_PASSWORD };

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
    expect(screen.getByText(/^We will email you as soon as a place is offered/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in my account' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/my-account\.leisure\.localhost:\d+\/lessons$/),
    );
  }, 60_000);

  it('a place that fits is free: offered at once, answered in my account', async () => {
    // A class of its own: the first test put Sam in line for Adult beginners.
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    await logInAsDemoCustomer(jordan);
    const user = userEvent.setup();
    renderApp(BookingsApp, `/lessons/classes/${beginners.id}/waiting-list`);
    const form = await screen.findByRole('form', { name: 'Join the waiting list' }, slow);
    await user.click(within(form).getByRole('radio', { name: /^Jordan Lee/ }));
    await user.click(within(form).getByRole('button', { name: 'Join waiting list' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jordan is offered a place' }, slow)).toHaveFocus();
    const offer = sandbox()
      .services.db.prepare(
        `SELECT id FROM lesson_enrolments WHERE status = 'offered' AND level_id = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(beginners.levelId) as { id: number };
    expect(screen.getByText(/^Accept it in your account before the deadline/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer the offer' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^http://my-account\\.leisure\\.localhost:\\d+/lessons/offers/${offer.id}$`)),
    );
  }, 60_000);
});
