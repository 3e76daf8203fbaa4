import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { AUTHORISATION_TEXT } from '@leisure/direct-debit';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { classTitle, fillClass, seededClass } from './lessonsSupport.ts';

const chris = { username: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };
const slow = { timeout: 15_000 };

async function openEnrol(classId: number) {
  const user = userEvent.setup();
  renderApp(BookingsApp, `/lessons/classes/${classId}/enrol`);
  expect(await screen.findByRole('heading', { level: 2, name: 'Who is the place for?' }, slow)).toBeInTheDocument();
  return user;
}

async function chooseLearner(user: UserEvent, name: string) {
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

/** Classes that sell a block by card ask how to pay first (docs/decisions/0599). */
async function payMonthly(user: UserEvent) {
  expect(await screen.findByRole('heading', { level: 2, name: 'How would you like to pay?' })).toHaveFocus();
  await user.click(screen.getByRole('radio', { name: /^Monthly by Direct Debit/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('enrolling by Direct Debit: one state machine (docs/decisions/0594-lessons-in-bookings.md)', () => {
  const { sandbox } = useSandbox();
  beforeAll(() => import('../../src/features/lessons/index.ts'), 30_000);

  it('a visitor is sent to log in and brought back', async () => {
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    renderApp(BookingsApp, `/lessons/classes/${beginners.id}/enrol`);
    await waitFor(() => expect(window.location.pathname).toBe('/login'), slow);
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(`/lessons/classes/${beginners.id}/enrol`);
  }, 60_000);

  it('a bad sort code is answered next to the field, nothing typed is lost, and the check plays it back', async () => {
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    await logInAsDemoCustomer(demoCustomer);
    const user = await openEnrol(beginners.id);
    await chooseLearner(user, 'Sam Patel');
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    await payMonthly(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your bank details' })).toHaveFocus();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    await user.type(field('Name on the account'), 'Sam Patel');
    await user.type(field('Sort code'), '12-34');
    await user.type(field('Account number'), '66374958');
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // The summary box round the alert takes focus (packages/ui ErrorSummary).
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(field('Sort code')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name on the account')).toHaveValue('Sam Patel');
    expect(screen.getByRole('heading', { level: 2, name: 'Your bank details' })).toBeInTheDocument();

    await user.clear(field('Sort code'));
    await user.type(field('Sort code'), '08-99-99');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Collection day/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check your bank details' })).toHaveFocus();
    expect(screen.getByText('66374958')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change bank details' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your bank details' })).toHaveFocus();
    expect(field('Account number')).toHaveValue('66374958');
    expect(screen.getByRole('combobox', { name: /^Collection day/ })).toHaveDisplayValue('The 15th of each month');
  }, 60_000);

  it('happy path: learner, new bank details, check, confirm, then the pro-rata first collection', async () => {
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    await logInAsDemoCustomer(demoCustomer);
    const user = await openEnrol(beginners.id);
    expect(
      screen.getByRole('heading', { level: 1, name: `Enrol in ${classTitle(beginners, 45)}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose who the place is for.')).toBeVisible();
    await chooseLearner(user, 'Sam Patel');
    await payMonthly(user);
    await screen.findByRole('heading', { level: 2, name: 'Your bank details' });
    await user.type(field('Name on the account'), 'Sam Patel');
    await user.type(field('Sort code'), '089999');
    await user.type(field('Account number'), '66374958');
    await user.click(screen.getByRole('checkbox', { name: AUTHORISATION_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Check your bank details' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check and confirm' })).toHaveFocus();
    const summary = screen.getByLabelText('Your enrolment');
    expect(summary).toHaveTextContent('A new Direct Debit from the account ending 4958 (sort code 08-99-99)');
    expect(summary).toHaveTextContent('£42.00 a month');
    await user.click(screen.getByRole('button', { name: 'Confirm and enrol' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sam is enrolled in Adult beginners' }, slow),
    ).toHaveFocus();
    const place = screen.getByLabelText('Your place');
    expect(place).toHaveTextContent(/First collection£\d+\.\d\d on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(place).toHaveTextContent('Then£42.00 a month');
    const stored = sandbox()
      .services.db.prepare(
        `SELECT e.status, e.first_collection_amount FROM lesson_enrolments e JOIN users u ON u.id = e.learner_user_id
         WHERE u.reference = ? AND e.class_id = ?`,
      )
      .get(demoAccounts.memberWithoutDirectDebit.reference, beginners.id) as { status: string } | undefined;
    expect(stored?.status).toBe('active');
  }, 60_000);

  it('a payer with a Direct Debit goes straight to confirm; a class filled meanwhile is a 409 shown there', async () => {
    const improvers = seededClass(sandbox(), 'islington-pool', 'Adult improvers', 3);
    await logInAsDemoCustomer(chris);
    const user = await openEnrol(improvers.id);
    expect(screen.getByRole('radio', { name: /^Ellie Hughes/ })).toBeInTheDocument();
    await chooseLearner(user, 'Chris Hughes');
    await payMonthly(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Check and confirm' })).toHaveFocus();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText(/^Your Direct Debit from the account ending \d{4}/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change bank details' })).not.toBeInTheDocument();

    fillClass(sandbox(), improvers.id);
    await user.click(screen.getByRole('button', { name: 'Confirm and enrol' }));
    const refusal = await screen.findByRole('alert', {}, slow);
    expect(refusal).toHaveTextContent(
      'This class is full. Join the waiting list and we will offer you the next place.',
    );
    expect(refusal).toHaveFocus();
    expect(within(refusal).getByRole('link', { name: 'Join the waiting list for this class' })).toHaveAttribute(
      'href',
      `/lessons/classes/${improvers.id}/waiting-list`,
    );
    // Still the same step, with the same learner: nothing chosen is lost.
    expect(screen.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeInTheDocument();
    expect(screen.getByText('Chris Hughes')).toBeInTheDocument();
  }, 60_000);

  it('paying by card puts the block in the basket, which holds the place, and opens the basket', async () => {
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    await logInAsDemoCustomer(chris);
    const user = await openEnrol(beginners.id);
    await chooseLearner(user, 'Chris Hughes');
    expect(await screen.findByRole('heading', { level: 2, name: 'How would you like to pay?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose how to pay.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Ten lessons: 10 lessons, .* by card/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/basket'), slow);
    const line = await screen.findByRole('heading', { level: 3, name: /^Adult lessons: Adult beginners/ }, slow);
    expect(line.closest('li') ?? line.parentElement!).toHaveTextContent('For Chris Hughes');
    expect(screen.getByText(/^Ten lessons: 10 lessons, /)).toBeInTheDocument();
  }, 60_000);
});
