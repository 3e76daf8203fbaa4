import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit } from '@leisure/app-store/testing';
import { prettyMonth } from '@leisure/dates';
import { defaultLeisureTheme, parseColour } from '@leisure/ui';
import { CancelMembershipPage, FreezeMembershipPage, MembershipsPage } from '../../src/features/memberships/index.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { conflict, findFocusedAlert, invalidData } from '../support/refusals.ts';
import { openAccountPage } from '../support/openAccountPage.ts';
import { useSandbox } from '../support/sandboxApi.ts';

/** January to December, as the page writes them (the one date module, docs/decisions/0008). */
const months = Array.from(
  { length: 12 },
  (_, index) => prettyMonth(`2026-${String(index + 1).padStart(2, '0')}`).split(' ')[0],
);

/** "1 December 2026" → a UTC date. */
function fromLongDate(text: string): Date {
  const [day, month, year] = text.split(' ');
  return new Date(Date.UTC(Number(year), months.indexOf(month!), Number(day)));
}

/** DD/MM/YYYY of a date some days on. */
function typed(date: Date, daysOn = 0): string {
  const on = new Date(date.getTime() + daysOn * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(on.getUTCDate())}/${pad(on.getUTCMonth() + 1)}/${on.getUTCFullYear()}`;
}

const openMemberships = (account = demoMemberWithDirectDebit) =>
  openAccountPage('/memberships', 'Memberships', account);

/** Follows a link on the Gym Anywhere card to its page. */
async function openFromGymAnywhere(user: UserEvent, page: 'Freeze membership' | 'Cancel membership') {
  await openMemberships();
  await user.click(await screen.findByRole('link', { name: `${page}, Gym Anywhere` }));
  expect(await screen.findByRole('heading', { level: 1, name: page })).toBeInTheDocument();
}

preloadPages(MembershipsPage, FreezeMembershipPage, CancelMembershipPage);

const membershipCard = (name: string) => screen.getByRole('article', { name });

/** A theme colour as getComputedStyle reports it. */
function rgbOf(hex: string): string {
  const { red, green, blue } = parseColour(hex)!;
  return `rgb(${red}, ${green}, ${blue})`;
}

describe('Memberships', () => {
  useSandbox();

  it('shows each membership with status, home centre, price, payment method, billing day and next payment', async () => {
    await openMemberships();
    expect(document.title).toBe('Brightwater Leisure | Memberships');
    const card = await screen.findByRole('article', { name: 'Gym Anywhere' });
    expect(card).toHaveTextContent('StatusActive');
    expect(card).toHaveTextContent('Home centreLeeds City');
    expect(card).toHaveTextContent('Price£39.99 a month');
    expect(card).toHaveTextContent('Payment methodDirect Debit');
    expect(card).toHaveTextContent(/Billing dayThe \d{1,2}(st|nd|rd|th) of each month/);
    expect(card).toHaveTextContent(/Next payment£39\.99 on \d{1,2} \w+ \d{4}/);
    const change = within(card).getByRole('link', { name: 'Change membership, Gym Anywhere' });
    expect(change.getAttribute('href')).toMatch(/\/centre\/leeds-city\?change=\d+/);
    expect(within(card).getByRole('link', { name: 'Freeze membership, Gym Anywhere' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/memberships\/\d+\/freeze$/),
    );
    expect(within(card).getByRole('link', { name: 'Cancel membership, Gym Anywhere' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Change Direct Debit, Gym Anywhere' })).toHaveAttribute(
      'href',
      '/payments/direct-debit',
    );
  });

  it('offers Renew on a single payment near its end, and neither freeze nor cancel', async () => {
    await openMemberships(demoCustomer);
    const card = await screen.findByRole('article', { name: 'Swim Only' });
    expect(card).toHaveTextContent('Payment methodSingle payment');
    expect(card).toHaveTextContent('Next paymentNone');
    expect(within(card).getByRole('link', { name: 'Renew, Swim Only' }).getAttribute('href')).toMatch(/\?renew=\d+/);
    expect(within(card).queryByRole('link', { name: /^Freeze membership/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Cancel membership/ })).not.toBeInTheDocument();
    expect(membershipCard('Classes Unlimited')).toHaveTextContent('StatusEnded');
  });

  it('freezes: messages by the fields, the effect on payments before confirming, then Cancel freeze', async () => {
    const user = userEvent.setup();
    await openFromGymAnywhere(user, 'Freeze membership');
    expect(document.title).toBe('Brightwater Leisure | Freeze membership');

    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    const start = screen.getByRole('textbox', { name: /First day of the freeze/ });
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription(
      expect.stringContaining('Enter the first day of the freeze as DD/MM/YYYY.'),
    );
    expect(screen.getByRole('radiogroup', { name: /Reason for the freeze/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a reason for the freeze.'),
    );

    const hint = screen.getByText(/\(your next payment\)/).textContent!;
    const firstDay = fromLongDate(/Between (\d{1,2} \w+ \d{4})/.exec(hint)![1]!);
    await user.type(start, typed(firstDay));
    const end = screen.getByRole('textbox', { name: /Last day of the freeze/ });
    await user.type(end, typed(firstDay, 2));
    await user.click(screen.getByRole('radio', { name: 'Travel' }));
    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    // The server's range check: under "Validation errors" and by the field, with focus on it.
    expect(await screen.findByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    await waitFor(() => expect(end).toHaveFocus());
    expect(end).toHaveAccessibleDescription(expect.stringContaining('A freeze lasts at least 7 days'));
    expect(end).toHaveValue(typed(firstDay, 2));

    await user.clear(end);
    await user.type(end, typed(firstDay, 13));
    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    const effect = await screen.findByRole('region', { name: 'Your payments with this freeze' });
    expect(effect).toHaveTextContent('(14 days), at £5.00 a month while frozen');
    expect(effect).toHaveTextContent(/instead of £39\.99/);
    expect(effect).toHaveTextContent(/Then £39\.99 as usual from/);
    await user.click(screen.getByRole('button', { name: 'Confirm freeze' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Memberships' })).toBeInTheDocument();
    expect(await screen.findByText(/Gym Anywhere will be frozen from/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Gym Anywhere' });
    await waitFor(() => expect(card).toHaveTextContent(/Freeze booked from .* at £5\.00 a month while frozen/));
    expect(within(card).queryByRole('link', { name: /^Freeze membership/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Cancel freeze, Gym Anywhere' }));
    expect(await screen.findByText(/Freeze cancelled: Gym Anywhere is in full use/)).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: 'Freeze membership, Gym Anywhere' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gym Anywhere' })).toHaveFocus();
  });

  it('cancels with the end date and last payment shown first, confirms, and keeps the membership', async () => {
    const user = userEvent.setup();
    await openFromGymAnywhere(user, 'Cancel membership');
    expect(document.title).toBe('Brightwater Leisure | Cancel membership');
    expect(screen.getByText(/one month's notice/)).toBeInTheDocument();
    expect(screen.getByText('Your membership ends on').nextElementSibling).toHaveTextContent(/^\d{1,2} \w+ \d{4}$/);
    expect(screen.getByText('Last payment').nextElementSibling).toHaveTextContent(/^£39\.99 on \d{1,2} \w+ \d{4}$/);

    // The final, destructive answer is the danger button, not the brand (docs/decisions/0017).
    expect(getComputedStyle(screen.getByRole('button', { name: 'Confirm cancellation' })).backgroundColor).toBe(
      rgbOf(defaultLeisureTheme.colours.danger),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    const confirmed = await screen.findByRole('heading', { level: 1, name: 'Cancellation confirmed' });
    await waitFor(() => expect(confirmed).toHaveFocus());
    expect(document.title).toBe('Brightwater Leisure | Cancellation confirmed');
    expect(screen.getByText(/Gym Anywhere ends on \d{1,2} \w+ \d{4}/)).toBeInTheDocument();
    expect(screen.getByText(/Your last Direct Debit payment is £39\.99 on/)).toBeInTheDocument();
    expect(screen.getByText('We have sent you an email confirming this.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Keep my membership' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memberships' })).toBeInTheDocument();
    expect(await screen.findByText(/You are keeping Gym Anywhere/)).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Gym Anywhere' });
    await waitFor(() => expect(card).toHaveTextContent('StatusActive'));
    expect(within(card).getByRole('link', { name: 'Cancel membership, Gym Anywhere' })).toBeInTheDocument();
  });

  it("says why a membership cannot be frozen, and does not find another's", async () => {
    await openMemberships(demoCustomer);
    const swim = await screen.findByRole('article', { name: 'Swim Only' });
    const id = /change=(\d+)|renew=(\d+)/.exec(
      within(swim)
        .getByRole('link', { name: /^Renew/ })
        .getAttribute('href')!,
    )!;
    window.history.pushState({}, '', `/memberships/${id[1] ?? id[2]}/freeze`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(/Only monthly memberships can be frozen/)).toBeInTheDocument();
    window.history.pushState({}, '', '/memberships/999999/cancel');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('Freeze form', () => {
  const { injectFault } = useSandbox();

  async function openFreeze(user: ReturnType<typeof userEvent.setup>) {
    await openFromGymAnywhere(user, 'Freeze membership');
    const hint = screen.getByText(/\(your next payment\)/).textContent!;
    return {
      firstDay: fromLongDate(/Between (\d{1,2} \w+ \d{4})/.exec(hint)![1]!),
      start: screen.getByRole('textbox', { name: /First day of the freeze/ }),
      end: screen.getByRole('textbox', { name: /Last day of the freeze/ }),
    };
  }

  const seeEffect = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    return screen.findByRole('region', { name: 'Your payments with this freeze' });
  };

  it('takes the effect away on any change, and brings a refused confirmation back by its field, typing kept', async () => {
    const user = userEvent.setup();
    const { firstDay, start, end } = await openFreeze(user);
    await user.type(start, typed(firstDay));
    await user.type(end, typed(firstDay, 13));
    await user.click(screen.getByRole('radio', { name: 'Travel' }));
    await seeEffect(user);

    await user.click(screen.getByRole('radio', { name: 'Work' }));
    expect(screen.queryByRole('region', { name: 'Your payments with this freeze' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm freeze' })).not.toBeInTheDocument();
    await seeEffect(user);
    await user.type(end, '{Backspace}5');
    expect(screen.queryByRole('region', { name: 'Your payments with this freeze' })).not.toBeInTheDocument();
    await user.clear(end);
    await user.type(end, typed(firstDay, 13));
    await seeEffect(user);

    injectFault(
      invalidData('POST', '/my-account/memberships/*/freeze', {
        startDate: ['The freeze must start by 1 January 2027.'],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm freeze' }));
    expect(await screen.findByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAccessibleDescription(expect.stringContaining('The freeze must start by 1 January 2027.'));
    expect(end).not.toHaveAttribute('aria-invalid');
    expect(start).toHaveValue(typed(firstDay));
    expect(end).toHaveValue(typed(firstDay, 13));
    expect(screen.getByRole('radio', { name: 'Work' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Your payments with this freeze' })).not.toBeInTheDocument();

    // The message stays while the member types; sending again checks afresh.
    await user.type(start, '{Backspace}');
    expect(start).toHaveAccessibleDescription(expect.stringContaining('The freeze must start by 1 January 2027.'));
    await user.type(start, typed(firstDay).slice(-1));
    await seeEffect(user);
    expect(screen.queryByRole('heading', { name: 'Validation errors' })).not.toBeInTheDocument();
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it("shows a refusal that is not about a field in a banner that takes focus, the form's messages cleared", async () => {
    const user = userEvent.setup();
    const { firstDay, start, end } = await openFreeze(user);
    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    await waitFor(() => expect(start).toHaveFocus());
    await user.type(start, typed(firstDay));
    await user.type(end, typed(firstDay, 13));
    await user.click(screen.getByRole('radio', { name: 'Travel' }));
    injectFault(
      conflict('GET', '/my-account/memberships/*/freeze/quote', 'This membership already has a freeze booked.'),
    );
    await user.click(screen.getByRole('button', { name: 'See the effect on payments' }));
    await findFocusedAlert('This membership already has a freeze booked.');
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radiogroup', { name: /Reason for the freeze/ })).not.toHaveAttribute('aria-invalid');

    await seeEffect(user);
    expect(screen.queryByText('This membership already has a freeze booked.')).not.toBeInTheDocument();
  });
});

describe('Memberships with a freeze under way or in the cooling-off period', () => {
  const sandbox = useSandbox();
  const db = () => sandbox.sandbox().services.db;
  const alexsGym = () =>
    db()
      .prepare(
        `SELECT m.id FROM user_memberships m JOIN users u ON u.id = m.user_id
         WHERE u.email = ? AND m.end_date IS NULL`,
      )
      .get(demoMemberWithDirectDebit.username) as { id: number };
  const daysFromToday = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));

  it('shows a current freeze in the status and ends it with End freeze', async () => {
    const user = userEvent.setup();
    db()
      .prepare(
        `INSERT INTO membership_freezes (user_membership_id, start_date, end_date, reason, monthly_fee, created_at)
         VALUES (?, ?, ?, 'injury-or-illness', 500, '2026-01-01T00:00:00Z')`,
      )
      .run(alexsGym().id, daysFromToday(-3), daysFromToday(20));
    await openMemberships();
    const card = await screen.findByRole('article', { name: 'Gym Anywhere' });
    expect(card).toHaveTextContent(/StatusFrozen until \d{1,2} \w+ \d{4}/);
    expect(card).toHaveTextContent(/Frozen from .* at £5\.00 a month while frozen/);
    await user.click(within(card).getByRole('button', { name: 'End freeze, Gym Anywhere' }));
    expect(await screen.findByText(/Freeze ended: Gym Anywhere is in full use/)).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('StatusActive'));
  });

  it('within 14 days of joining, cancelling ends it today with a full refund and no way back', async () => {
    const user = userEvent.setup();
    db()
      .prepare('UPDATE user_memberships SET created_at = ? WHERE id = ?')
      .run(new Date(Date.now() - 3 * 86_400_000).toISOString(), alexsGym().id);
    await openMemberships();
    const card = await screen.findByRole('article', { name: 'Gym Anywhere' });
    expect(within(card).queryByRole('link', { name: /^Freeze membership/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Cancel membership, Gym Anywhere' }));
    expect(await screen.findByText(/you are in your cooling-off period/)).toHaveTextContent(
      /ends today, \d{1,2} \w+ \d{4}, and £39\.99 is refunded in full/,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation confirmed' })).toBeInTheDocument();
    expect(screen.getByText(/cancelled within its 14-day cooling-off period/)).toHaveTextContent(
      '£39.99 will be refunded in full',
    );
    expect(screen.queryByRole('button', { name: 'Keep my membership' })).not.toBeInTheDocument();
  });
});
