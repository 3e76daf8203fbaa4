import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { MyAccountApp } from '../../src/index.ts';
import { invalidData } from '../support/refusals.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// Today is Tuesday 10 November 2026 in the app and the sandbox alike: visits can be booked up to 10 December.
const TODAY = new Date('2026-11-10T10:00:00Z');

async function openGuestPasses(account = demoCustomer) {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, '/guest-passes');
  expect(await screen.findByRole('heading', { level: 1, name: 'Guest passes' })).toBeInTheDocument();
  await waitFor(() => {
    expect(screen.queryByText('Loading your guest passes')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the guest pass form')).not.toBeInTheDocument();
  });
}

const allowanceOf = async (month: string) => {
  const section = await screen.findByRole('region', { name: 'Your allowance' });
  const term = within(section).getByText(month, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

async function fillPass(user: UserEvent, first: string, last: string, date: string, email = '') {
  const form = screen.getByRole('form', { name: 'Issue a guest pass' });
  await user.type(within(form).getByRole('textbox', { name: /Guest’s first name/ }), first);
  await user.type(within(form).getByRole('textbox', { name: /Guest’s last name/ }), last);
  if (email) await user.type(within(form).getByRole('textbox', { name: /Guest’s email/ }), email);
  await user.selectOptions(within(form).getByRole('combobox', { name: /Visit date/ }), date);
  return form;
}

/** Fills the form and presses Issue guest pass. */
async function issuePass(user: UserEvent, first: string, last: string, date: string, email = '') {
  const form = await fillPass(user, first, last, date, email);
  await user.click(within(form).getByRole('button', { name: 'Issue guest pass' }));
  return form;
}

describe('Guest passes page', () => {
  const { sandbox, injectFault } = useSandbox();

  /** Sam, whose Swim Only includes two passes a month, with none issued: every test starts from that allowance. */
  function samStartsAfresh() {
    const { db } = sandbox().services;
    const sam = db.prepare('SELECT id FROM users WHERE email = ?').get(demoCustomer.username) as { id: number };
    db.prepare('DELETE FROM guest_passes WHERE user_id = ?').run(sam.id);
    return { db, samId: sam.id };
  }

  /** Sam, starting afresh, issues Robin Small a pass for 14 November 2026: its card shows. */
  async function robinsPassIssued(user: UserEvent) {
    samStartsAfresh();
    await openGuestPasses();
    await issuePass(user, 'Robin', 'Small', '2026-11-14');
    return screen.findByRole('article', { name: 'Robin Small' });
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the monthly allowance and what is left in each month a visit can fall in', async () => {
    samStartsAfresh();
    await openGuestPasses();
    const section = screen.getByRole('region', { name: 'Your allowance' });
    expect(section).toHaveTextContent('Your Swim Only membership includes 2 guest passes a month.');
    expect(await allowanceOf('November 2026')).toBe('2 of 2 left');
    expect(await allowanceOf('December 2026')).toBe('2 of 2 left');
    expect(screen.getByText('You have no upcoming guest passes.')).toBeInTheDocument();
  });

  it('checks the form before sending: each message by its field and in the summary, nothing typed lost', async () => {
    samStartsAfresh();
    const user = userEvent.setup();
    await openGuestPasses();
    const form = screen.getByRole('form', { name: 'Issue a guest pass' });
    await user.type(within(form).getByRole('textbox', { name: /Guest’s first name/ }), 'R2D2');
    await user.type(within(form).getByRole('textbox', { name: /Guest’s email/ }), 'robin@');
    await user.click(within(form).getByRole('button', { name: 'Issue guest pass' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      "Enter the guest's first name using letters only",
      "Enter the guest's last name",
      'Enter a valid email address, like name@example.com',
      'Choose the date of the visit',
    ]);
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: /Guest’s first name/ })).toHaveAccessibleDescription(
      expect.stringContaining("Enter the guest's first name using letters only"),
    );
    expect(within(form).getByRole('combobox', { name: /Visit date/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the date of the visit'),
    );
    expect(within(form).getByRole('textbox', { name: /Guest’s first name/ })).toHaveValue('R2D2');
    expect(within(form).getByRole('textbox', { name: /Guest’s email/ })).toHaveValue('robin@');
  });

  it('offers today up to 30 days ahead and refuses a month with no pass left, naming it', async () => {
    const { db, samId } = samStartsAfresh();
    const passes: [string, string][] = [
      ['GP-AAAA22', '2026-11-20'],
      ['GP-AAAA23', '2026-11-21'],
    ];
    for (const [code, date] of passes) {
      db.prepare(
        `INSERT INTO guest_passes (user_id, code, guest_first_name, guest_last_name, visit_date, venue_id, issued_at)
         VALUES (?, ?, 'Ada', 'Guest', ?, (SELECT id FROM venues LIMIT 1), ?)`,
      ).run(samId, code, date, TODAY.toISOString());
    }
    const user = userEvent.setup();
    await openGuestPasses();
    expect(await allowanceOf('November 2026')).toBe('None left (2 of 2 used)');
    const dates = screen.getByRole('combobox', { name: /Visit date/ });
    const options = within(dates).getAllByRole('option');
    expect(options[1]).toHaveTextContent('Tuesday 10 November 2026 (no passes left)');
    expect(options.at(-1)).toHaveTextContent('Thursday 10 December 2026');

    await issuePass(user, 'Robin', 'Small', '2026-11-12');
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'You have used all 2 guest passes for November 2026. Choose a date in another month.',
    );
  });

  it('issues a pass: a toast, the new pass in focus with its code as text and as a QR code, one pass fewer', async () => {
    samStartsAfresh();
    const user = userEvent.setup();
    await openGuestPasses();
    const form = await issuePass(user, 'Robin', 'Small', '2026-12-03', 'robin@example.com');

    expect(
      await screen.findByText(/^Guest pass GP-[A-Z0-9]{6} issued for Robin Small on Thursday 3 December 2026\.$/),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Robin Small' });
    await waitFor(() => expect(within(card).getByRole('heading', { name: 'Robin Small' })).toHaveFocus());
    const code = within(card).getByText(/^GP-[A-HJ-NP-Z2-9]{6}$/).textContent!;
    expect(within(card).getByRole('img', { name: `QR code for guest pass ${code}` })).toBeInTheDocument();
    expect(card).toHaveTextContent('Thursday 3 December 2026');
    expect(card).toHaveTextContent('robin@example.com');
    expect(await allowanceOf('December 2026')).toBe('1 of 2 left');
    expect(await allowanceOf('November 2026')).toBe('2 of 2 left');
    // The form is empty again for the next guest.
    expect(within(form).getByRole('textbox', { name: /Guest’s first name/ })).toHaveValue('');
  });

  it('says so when the same guest already has a pass that day, keeping what was typed', async () => {
    const user = userEvent.setup();
    await robinsPassIssued(user);
    const form = await issuePass(user, 'robin', 'SMALL', '2026-11-14');
    const banner = await screen.findByText('Robin Small already has a guest pass for 14 November 2026.');
    expect(banner.closest('[role="alert"]')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Guest’s first name/ })).toHaveValue('robin');
  });

  it('shows what the server refuses by its field and under "Validation errors"', async () => {
    samStartsAfresh();
    injectFault(
      invalidData('POST', '/my-account/guest-passes', {
        guest_last_name: ["Enter the guest's last name using letters only"],
        venue_slug: ['Choose a venue from the list.'],
        membership: ['Your membership is frozen on that date.'],
      }),
    );
    const user = userEvent.setup();
    await openGuestPasses();
    const form = await issuePass(user, 'Robin', 'Small', '2026-11-14');
    const summary = await screen.findByRole('alert', { name: 'Validation errors' });
    expect(summary).toHaveTextContent("Enter the guest's last name using letters only");
    expect(within(form).getByRole('textbox', { name: /Guest’s last name/ })).toHaveAccessibleDescription(
      expect.stringContaining("Enter the guest's last name using letters only"),
    );
    expect(within(form).getByRole('combobox', { name: /Venue/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a venue from the list.'),
    );
    // A message no field owns is listed in the banner.
    expect(screen.getByText('Your membership is frozen on that date.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Guest’s last name/ })).toHaveValue('Small');
  });

  it('starts with the home venue and issues the pass for another venue when one is chosen', async () => {
    samStartsAfresh();
    const user = userEvent.setup();
    await openGuestPasses();
    const venue = await screen.findByRole('combobox', { name: /Venue/ });
    expect(within(venue).getByRole('option', { selected: true })).toHaveTextContent('Salford Quays Leisure Centre');
    const form = await fillPass(user, 'Kit', 'Hale', '2026-11-14');
    const other = within(venue)
      .getAllByRole('option')
      .find((option) => option.getAttribute('value') && !option.textContent?.startsWith('Salford'))!;
    await user.selectOptions(venue, other);
    await user.click(within(form).getByRole('button', { name: 'Issue guest pass' }));
    const card = await screen.findByRole('article', { name: 'Kit Hale' });
    expect(card).toHaveTextContent(other.textContent!);
    // Ready for the next guest: the home venue again.
    expect(within(venue).getByRole('option', { selected: true })).toHaveTextContent('Salford Quays Leisure Centre');
  });

  it("shows a refusal that is not about one field in the server's own words", async () => {
    samStartsAfresh();
    injectFault({
      path: '/my-account/guest-passes',
      method: 'POST',
      status: 403,
      message: 'Your membership does not include guest passes.',
    });
    const user = userEvent.setup();
    await openGuestPasses();
    const form = await issuePass(user, 'Robin', 'Small', '2026-11-14');
    const banner = await screen.findByText('Your membership does not include guest passes.');
    await waitFor(() => expect(banner.closest('[role="alert"]')).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: /Guest’s first name/ })).toHaveValue('Robin');
  });

  it('says a pass cancelled on the day of its visit still counts, and the allowance keeps it', async () => {
    samStartsAfresh();
    const user = userEvent.setup();
    await openGuestPasses();
    await issuePass(user, 'Robin', 'Small', '2026-11-10');
    const card = await screen.findByRole('article', { name: 'Robin Small' });
    await user.click(within(card).getByRole('button', { name: /^Cancel guest pass, Robin Small/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel the guest pass for Robin Small?' });
    expect(dialog).toHaveTextContent(
      'A pass cancelled on the day of the visit still counts against your November 2026 allowance.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel guest pass' }));
    expect(
      await screen.findByText(
        'Guest pass for Robin Small cancelled. It still counts against your November 2026 allowance, as the visit was today.',
      ),
    ).toBeInTheDocument();
    expect(await allowanceOf('November 2026')).toBe('1 of 2 left');
  });

  it('cancels an upcoming pass after asking; Keep guest pass and Escape leave it, confirming gives the pass back', async () => {
    const user = userEvent.setup();
    const card = await robinsPassIssued(user);
    expect(await allowanceOf('November 2026')).toBe('1 of 2 left');

    const cancel = within(card).getByRole('button', {
      name: 'Cancel guest pass, Robin Small, Saturday 14 November 2026',
    });
    await user.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel the guest pass for Robin Small?' });
    expect(dialog).toHaveTextContent('The pass goes back to your November 2026 allowance.');
    expect(within(dialog).getByRole('button', { name: 'Keep guest pass' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Keep guest pass' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel the guest pass for Robin Small?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel guest pass' }));
    expect(
      await screen.findByText(
        'Guest pass for Robin Small cancelled. The pass is back in your November 2026 allowance.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Robin Small' })).not.toBeInTheDocument());
    expect(await allowanceOf('November 2026')).toBe('2 of 2 left');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Upcoming guest passes' })).toHaveFocus());
    const history = screen.getByRole('region', { name: 'Past and cancelled' });
    expect(within(history).getByText(/^Robin Small, Saturday 14 November 2026/)).toBeInTheDocument();
    expect(within(history).getByText('Cancelled')).toBeInTheDocument();
  });

  it('lists past and cancelled passes with what became of them', async () => {
    await openGuestPasses(demoMemberWithDirectDebit);
    const history = await screen.findByRole('region', { name: 'Past and cancelled' });
    const rows = within(history)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.some((row) => /^Jamie Morgan, .*Used$/.test(row ?? ''))).toBe(true);
    expect(rows.some((row) => /^Ruth Okafor, .*Cancelled$/.test(row ?? ''))).toBe(true);
  });

  it('explains instead of offering the form when the membership includes no guest passes', async () => {
    await openGuestPasses(demoLogin('customerWithPenalties'));
    expect(await screen.findByText('Your membership doesn’t include guest passes.')).toBeInTheDocument();
    const explanation = screen.getByText(/^Some memberships let you bring a guest/);
    expect(within(explanation).getByRole('link', { name: 'Memberships' })).toHaveAttribute('href', '/memberships');
    expect(screen.queryByRole('form', { name: 'Issue a guest pass' })).not.toBeInTheDocument();
  });

  it('says when every month a visit can fall in is used up, instead of the form', async () => {
    const { db, samId } = samStartsAfresh();
    const passes: [string, string][] = [
      ['GP-AAAA22', '2026-11-20'],
      ['GP-AAAA23', '2026-11-21'],
      ['GP-BBBB33', '2026-12-02'],
      ['GP-BBBB34', '2026-12-03'],
    ];
    for (const [code, date] of passes) {
      db.prepare(
        `INSERT INTO guest_passes (user_id, code, guest_first_name, guest_last_name, visit_date, venue_id, issued_at)
         VALUES (?, ?, 'Ada', 'Guest', ?, (SELECT id FROM venues LIMIT 1), ?)`,
      ).run(samId, code, date, TODAY.toISOString());
    }
    await openGuestPasses();
    expect(
      await screen.findByText(/^You have no guest passes left for the dates you can choose \(up to 30 days ahead\)\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Issue a guest pass' })).not.toBeInTheDocument();
  });

  it('says when the guest passes could not be loaded and loads them again on Try again', async () => {
    samStartsAfresh();
    injectFault({ path: '/my-account/guest-passes', method: 'GET', status: 500 });
    const user = userEvent.setup();
    await openGuestPasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your guest passes.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your allowance' })).toBeInTheDocument();
  });
});
