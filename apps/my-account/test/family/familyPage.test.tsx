import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { FamilyPage } from '../../src/features/family/index.ts';
import { MyAccountApp } from '../../src/index.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// Today is Tuesday 10 November 2026 in the app and the sandbox alike (decision 0006).
const TODAY = new Date('2026-11-10T10:00:00Z');

/** Chris Hughes pays for the seeded household; Ellie is his child (docs/decisions/0313). He logs in by customer ID. */
const chris = { username: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };
const alex = { username: demoAccounts.memberWithDirectDebit.email, password: DEMO_PASSWORD };

preloadPages(FamilyPage);

async function openFamily(account: { username: string; password: string }, search = '') {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, `/family${search}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Loading your household')).not.toBeInTheDocument());
}

const members = () => within(screen.getByRole('list', { name: 'Household members' }));
const member = (name: string) => screen.getByRole('article', { name });

async function addChild(user: UserEvent, first: string, last: string, dateOfBirth: string) {
  const form = screen.getByRole('form', { name: 'Add a child' });
  if (first) await user.type(within(form).getByRole('textbox', { name: /Child’s first name/ }), first);
  if (last) await user.type(within(form).getByRole('textbox', { name: /Child’s last name/ }), last);
  if (dateOfBirth) await user.type(within(form).getByRole('textbox', { name: /Child’s date of birth/ }), dateOfBirth);
  await user.click(within(form).getByRole('button', { name: 'Add child' }));
  return form;
}

describe('Family page', () => {
  useSandbox();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the household: the payer as "You" and the child with their date of birth', async () => {
    await openFamily(chris);
    expect(
      members()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Chris Hughes', 'Ellie Hughes']);
    expect(member('Chris Hughes')).toHaveTextContent('You (paying for the household)');
    expect(member('Ellie Hughes')).toHaveTextContent('Child');
    expect(member('Ellie Hughes')).toHaveTextContent(/Date of birth\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(within(member('Ellie Hughes')).getByRole('button', { name: 'Remove Ellie Hughes' })).toBeInTheDocument();
    expect(within(member('Chris Hughes')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a customer in no household sees only themself as nobody yet, with the ways to start one', async () => {
    await openFamily(demoCustomer);
    expect(screen.getByText(/There is nobody in your household yet/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add a child' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invite an adult' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Join a household' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave household' })).not.toBeInTheDocument();
  });

  it.each([
    ['', '', '', ["Enter the child's first name.", "Enter the child's last name.", "Enter the child's date of birth."]],
    ['Rosa', 'Hughes', '31/02/2015', ["Enter the child's date of birth as day, month and year, like 27/03/2015."]],
    ['Rosa', 'Hughes', '11/11/2026', ['The date of birth cannot be in the future.']],
    ['Rosa', 'Hughes', '10/11/2008', ['A child must be under 18. Invite an adult by email instead.']],
  ])(
    'checks a child (%s %s, born %s) before sending: each message by its field and in a summary that takes focus',
    async (first, last, dateOfBirth, messages) => {
      const user = userEvent.setup();
      await openFamily(chris);
      const form = await addChild(user, first, last, dateOfBirth);
      const summary = await screen.findByRole('alert', { name: 'There is a problem' });
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(messages);
      await waitFor(() => expect(summary.parentElement).toHaveFocus());
      expect(within(form).getByRole('textbox', { name: /date of birth/ })).toHaveValue(dateOfBirth);
      expect(within(form).getByRole('textbox', { name: /first name/ })).toHaveValue(first);
      expect(members().getAllByRole('article')).toHaveLength(2);
    },
  );

  it('adds a child born 17 years and 364 days ago: a toast, and the child listed and in focus', async () => {
    const user = userEvent.setup();
    await openFamily(chris);
    const form = await addChild(user, 'Rosa', 'Hughes', '11/11/2008');
    expect(
      await screen.findByText('Rosa Hughes added to your household. You can now book for them.'),
    ).toBeInTheDocument();
    const rosa = await screen.findByRole('article', { name: 'Rosa Hughes' });
    expect(rosa).toHaveTextContent('Child');
    expect(rosa).toHaveTextContent('11 November 2008');
    await waitFor(() => expect(within(rosa).getByRole('heading', { name: 'Rosa Hughes' })).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: /first name/ })).toHaveValue('');
  });

  it('removes a child after asking: Keep in household has focus first and Escape keeps them', async () => {
    const user = userEvent.setup();
    await openFamily(chris);
    await addChild(user, 'Sid', 'Hughes', '01/06/2020');
    const sid = await screen.findByRole('article', { name: 'Sid Hughes' });
    const remove = within(sid).getByRole('button', { name: 'Remove Sid Hughes' });
    await user.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Sid Hughes from your household?' });
    expect(within(dialog).getByRole('button', { name: 'Keep in household' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();

    await user.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Sid Hughes from your household?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove Sid Hughes' }));
    expect(await screen.findByText('Sid Hughes is no longer in your household.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sid Hughes' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Your household' })).toHaveFocus();
  });

  it('invites an adult, lists the invitation until it is cancelled, and says the same for any address', async () => {
    const user = userEvent.setup();
    await openFamily(chris);
    const form = screen.getByRole('form', { name: 'Invite an adult' });
    await user.type(within(form).getByRole('textbox', { name: /Their email address/ }), 'nobody@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'Invitation sent to nobody@example.com. It works for 7 days, once they log in to their own account.',
      ),
    ).toBeInTheDocument();
    const waiting = screen.getByRole('region', { name: 'Invitations waiting for an answer' });
    const invitation = await within(waiting).findByRole('article', { name: 'Invitation to nobody@example.com' });
    expect(invitation).toHaveTextContent('The code works until 17 November 2026.');

    await user.click(within(invitation).getByRole('button', { name: 'Cancel invitation to nobody@example.com' }));
    expect(
      await screen.findByText('Invitation to nobody@example.com cancelled: its code no longer works.'),
    ).toBeInTheDocument();
    expect(within(waiting).getByText('No invitations are waiting for an answer.')).toBeInTheDocument();
  });

  it('refuses an invitation to your own address by the field', async () => {
    const user = userEvent.setup();
    await openFamily(chris);
    const form = screen.getByRole('form', { name: 'Invite an adult' });
    const field = within(form).getByRole('textbox', { name: /Their email address/ });
    await user.type(field, demoAccounts.sharedEmailParent.email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert', { name: 'Validation errors' })).toHaveTextContent(
      'That is your own email address. Invite the other adult by theirs.',
    );
    expect(field).toHaveAccessibleDescription(expect.stringContaining('That is your own email address.'));
    expect(field).toHaveValue(demoAccounts.sharedEmailParent.email);
  });
});

describe('answering an invitation', () => {
  const { sandbox } = useSandbox();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function invitationCode(email: string): string {
    const row = sandbox()
      .services.db.prepare(
        "SELECT body_text FROM email_outbox WHERE kind = 'household_invitation' AND to_address = ? ORDER BY id DESC LIMIT 1",
      )
      .get(email) as { body_text: string };
    return /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(row.body_text)![1]!;
  }

  async function chrisInvites(email: string) {
    const user = userEvent.setup();
    await openFamily(chris);
    const form = screen.getByRole('form', { name: 'Invite an adult' });
    await user.type(within(form).getByRole('textbox', { name: /Their email address/ }), email);
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText(/^Invitation sent to/);
    return invitationCode(email);
  }

  it('the link from the email fills the code in; Accept joins, and the adult may then leave', async () => {
    const code = await chrisInvites(alex.username);
    cleanup();
    const user = userEvent.setup();
    await openFamily(alex, `?invitation=${code}`);
    const form = screen.getByRole('form', { name: 'You have an invitation to a household' });
    expect(within(form).getByRole('textbox', { name: /Invitation code/ })).toHaveValue(code);
    // Who sent it, before answering (docs/decisions/0422): the payer's name, read with the code.
    expect(await screen.findByText(/^Chris Hughes has invited you to join their household\./)).toHaveTextContent(
      'Their household has 2 people in it. The code works until 17 November 2026.',
    );
    expect(screen.queryByRole('list', { name: 'Household members' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));

    expect(
      await screen.findByText('You have joined Chris Hughes’s household. You can now book for each other.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Alex Morgan' })).toHaveTextContent('You');
    expect(member('Chris Hughes')).toHaveTextContent('Adult (pays for the household)');
    expect(member('Ellie Hughes')).toHaveTextContent('Child');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a child' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Chris Hughes’s household?' });
    expect(within(dialog).getByRole('button', { name: 'Stay in household' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, leave household' }));
    expect(await screen.findByText('You have left Chris Hughes’s household.')).toBeInTheDocument();
    expect(await screen.findByText(/There is nobody in your household yet/)).toBeInTheDocument();
  });

  it('a wrong code is said by the field, and Decline makes a right one stop working', async () => {
    const code = await chrisInvites('sam.patel@example.com');
    cleanup();
    const user = userEvent.setup();
    await openFamily(demoCustomer, '?invitation=WXYZ-WXYZ-WXYZ');
    let form = screen.getByRole('form', { name: 'You have an invitation to a household' });
    // Read as the page opens: nobody is named, and the field says why before anything is pressed.
    expect(await screen.findByRole('alert', { name: 'Validation errors' })).toHaveTextContent(
      'This invitation code is not valid, has expired or has already been used.',
    );
    expect(screen.queryByText(/has invited you/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    const summary = await screen.findByRole('alert', { name: 'Validation errors' });
    expect(summary).toHaveTextContent(
      'This invitation code is not valid, has expired or has already been used. Ask for a new invitation.',
    );
    const field = within(form).getByRole('textbox', { name: /Invitation code/ });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This invitation code is not valid'));

    await user.clear(field);
    await user.type(field, code);
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined. Nothing has changed in your account.')).toBeInTheDocument();
    // The code no longer works: typed into the Family page's own form, it is refused.
    form = await screen.findByRole('form', { name: 'Join a household' });
    await user.type(within(form).getByRole('textbox', { name: /Invitation code/ }), code);
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert', { name: 'Validation errors' })).toHaveTextContent(
      'This invitation code is not valid',
    );
  });
});

describe('joining with a typed code', () => {
  const { sandbox } = useSandbox();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names who sent it first, and joins only when Accept is pressed again for that code', async () => {
    const { db } = sandbox().services;
    const user = userEvent.setup();
    await openFamily(chris);
    const invite = screen.getByRole('form', { name: 'Invite an adult' });
    await user.type(within(invite).getByRole('textbox', { name: /Their email address/ }), alex.username);
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText(/^Invitation sent to/);
    const { body_text } = db
      .prepare("SELECT body_text FROM email_outbox WHERE kind = 'household_invitation' ORDER BY id DESC LIMIT 1")
      .get() as { body_text: string };
    const code = /\b([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})\b/.exec(body_text)![1]!;
    cleanup();

    await openFamily(alex);
    const form = screen.getByRole('form', { name: 'Join a household' });
    const field = within(form).getByRole('textbox', { name: /Invitation code/ });
    await user.type(field, code.toLowerCase());
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(/^Chris Hughes has invited you to join their household\./)).toBeInTheDocument();
    expect(screen.getByText(/There is nobody in your household yet/)).toBeInTheDocument();

    // Another code typed is read again before it can be accepted.
    await user.type(field, 'X');
    expect(screen.queryByText(/has invited you/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert', { name: 'Validation errors' })).toHaveTextContent(
      'This invitation code is not valid',
    );
    // Back to the code that was read: its sender is named again, and Accept joins.
    await user.type(field, '{Backspace}');
    expect(screen.getByText(/^Chris Hughes has invited you/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Accept invitation' }));
    expect(
      await screen.findByText('You have joined Chris Hughes’s household. You can now book for each other.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Alex Morgan' })).toHaveTextContent('You');
  });
});
