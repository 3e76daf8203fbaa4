import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addable, dayTabName, firstDayWith, londonDate, londonTime, sessionsOn } from '../support/timetableDays.ts';

const VENUE = '/location/leeds-city';

/**
 * The venue page at `url`, once the day's sessions have loaded; the tab `daysAhead` days from today (Tomorrow) is
 * chosen unless the URL names a day.
 */
async function venuePage(url = VENUE, daysAhead = 1) {
  const user = userEvent.setup();
  const { unmount } = renderApp(BookingsApp, url);
  await screen.findByRole('tablist', { name: 'Days' }, { timeout: 5000 });
  if (!url.includes('date=')) await user.click(screen.getByRole('tab', { name: dayTabName(daysAhead) }));
  const sessions = await screen.findByRole('list', { name: 'Sessions' });
  return { user, sessions, unmount };
}

/** The session cards (their chips are list items too). */
const cards = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
const timesOf = (list: HTMLElement) =>
  cards(list).map((card) => within(card).getByText(/^\d\d:\d\d to \d\d:\d\d$/).textContent!);

describe('the venue timetable (docs/product/bookings.md D20)', () => {
  const { sandbox } = useSandbox();

  it('shows 14 day tabs and each session with its times, place, spaces and a visitor price', async () => {
    const { sessions } = await venuePage();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(14);
    expect(tabs.slice(0, 2).map((tab) => tab.textContent)).toEqual(['Today', 'Tomorrow']);
    expect(tabs[2]!.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/);
    expect(screen.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tomorrow' })).toContainElement(sessions);
    expect(window.location.search).toMatch(/^\?date=\d{4}-\d{2}-\d{2}$/);

    const list = cards(sessions);
    expect(list.length).toBeGreaterThan(3);
    for (const card of list) {
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(card).getByText(/^\d\d:\d\d to \d\d:\d\d$/)).toBeInTheDocument();
      expect(within(card).getByText(/^(\d+ spaces left|1 space left|Full|Cancelled)$/)).toBeInTheDocument();
      // Each price by name, or the only one alone (decision 0027); never "From" the cheapest.
      expect(card).toHaveTextContent(/(£\d+\.\d\d|Members only)/);
      expect(card).not.toHaveTextContent(/From £/);
    }
    const add = within(sessions).getAllByRole('button', { name: /^Add to basket, / });
    expect(add.length).toBeGreaterThan(0);
    expect(add[0]).toHaveAccessibleName(/^Add to basket, .+, \d\d:\d\d$/);
    expect(await screen.findByRole('heading', { level: 2, name: /^Activities at / })).toBeInTheDocument();
  });

  it('filters by time of day and spaces, keeping the filters in the address across a reload', async () => {
    // Weekends at Leeds City end in the afternoon: a day with an evening session that has places.
    const day = firstDayWith('an evening session with places at Leeds City', (date) =>
      sessionsOn(sandbox(), date).some((session) => session.startTime >= '17:00' && addable(session)),
    );
    const { user, sessions, unmount } = await venuePage(VENUE, day);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time of day' }), 'evening');
    await waitFor(() => expect(timesOf(sessions).every((time) => time >= '17:00')).toBe(true));
    await user.click(screen.getByRole('checkbox', { name: 'Only show sessions with spaces' }));
    await waitFor(() => expect(within(sessions).queryByText(/^(Full|Cancelled)$/)).toBeNull());
    expect(window.location.search).toMatch(/time=evening/);
    expect(window.location.search).toMatch(/spaces=1/);

    const url = `${window.location.pathname}${window.location.search}`;
    unmount();
    await venuePage(url);
    expect(screen.getByRole('combobox', { name: 'Time of day' })).toHaveValue('evening');
    expect(screen.getByRole('checkbox', { name: 'Only show sessions with spaces' })).toBeChecked();
    expect(screen.getByRole('tab', { name: dayTabName(day) })).toHaveAttribute('aria-selected', 'true');
  });

  it('narrows to a category and an activity, and offers to clear the filters', async () => {
    const { user, sessions } = await venuePage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'swimming');
    await waitFor(() =>
      expect(cards(sessions).every((card) => within(card).queryByText('Swimming') !== null)).toBe(true),
    );
    const activity = screen.getByRole('combobox', { name: 'Activity' });
    expect(
      within(activity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Spin');
    await user.selectOptions(activity, 'Lane Swimming');
    await waitFor(() =>
      expect(cards(sessions).every((card) => within(card).getByRole('heading').textContent === 'Lane Swimming')).toBe(
        true,
      ),
    );
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(window.location.search).not.toMatch(/category|activity/);
  });

  it('shows today for a day the timetable does not offer (an old link)', async () => {
    renderApp(BookingsApp, `${VENUE}?date=2020-01-01&time=morning`);
    expect(await screen.findByRole('tab', { name: 'Today' }, { timeout: 5000 })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(window.location.search).toBe('?time=morning'));
  });

  it('says when booking opens for a day beyond the booking window', async () => {
    const { user } = await venuePage();
    await user.click(screen.getAllByRole('tab').at(-1)!);
    const sessions = await screen.findByRole('list', { name: 'Sessions' });
    await waitFor(() =>
      expect(
        within(sessions).getAllByText(/^Booking opens [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} at \d\d:\d\d$/).length,
      ).toBeGreaterThan(0),
    );
    expect(within(sessions).queryByRole('button', { name: /^Add to basket/ })).toBeNull();
  });

  it('shows a session in a dialog that Escape closes, handing focus back', async () => {
    const { user, sessions } = await venuePage();
    const details = within(sessions).getAllByRole('button', { name: /^Details, / })[0]!;
    const name = within(cards(sessions)[0]!).getByRole('heading', { level: 3 }).textContent!;
    await user.click(details);
    const dialog = await screen.findByRole('dialog', { name });
    expect(await within(dialog).findByRole('list', { name: 'Prices' })).toBeInTheDocument();
    expect(within(dialog).getByText('When')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(details).toHaveFocus();
  });
});

describe('a logged-in member on the timetable', () => {
  const { sandbox } = useSandbox();

  it('sees the price they pay and adds several sessions in a row, the header badge counting them', async () => {
    // A day whose first two sessions the member can add are adults' (a junior class's Add to basket asks who
    // attends), with one included in the membership.
    const day = firstDayWith("two adults' sessions first and one included", (date) => {
      const sessions = sessionsOn(sandbox(), date, { person: demoMemberWithDirectDebit.username });
      const open = sessions.filter(addable);
      return open.length >= 2 && open.slice(0, 2).every((session) => session.adult) && sessions.some((s) => s.included);
    });
    await logInAsDemoCustomer(demoMemberWithDirectDebit);
    const { user, sessions } = await venuePage(VENUE, day);
    await waitFor(() => expect(within(sessions).getAllByText('Included in your membership').length).toBeGreaterThan(0));

    const basket = () => screen.getByRole('link', { name: /^Basket, / });
    const count = () =>
      Number(/(\d+) items?/.exec(basket().getAttribute('aria-label') ?? basket().textContent ?? '')?.[1] ?? 0);
    await waitFor(() => expect(basket()).toBeInTheDocument());
    const before = count();

    const first = within(sessions).getAllByRole('button', { name: /^Add to basket, / })[0]!;
    const firstName = first.getAttribute('aria-label')!;
    await user.click(first);
    expect(await screen.findByText('Successfully added item to the basket.')).toBeInTheDocument();
    await waitFor(() => expect(count()).toBe(before + 1));
    await waitFor(() => expect(within(sessions).queryByRole('button', { name: firstName })).toBeNull());
    // Focus moves from the button that went to the link that replaced it.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('In your basket'));

    await user.click(within(sessions).getAllByRole('button', { name: /^Add to basket, / })[0]!);
    await waitFor(() => expect(count()).toBe(before + 2));
    expect(window.location.pathname).toBe('/location/leeds-city');
  });
});

describe('booking for a linked account', () => {
  useSandbox();

  it('offers the customer and their linked accounts in the session dialog, asking prices for the one chosen', async () => {
    // The parent and child share an email address, so the parent logs in with their customer ID (decision 0303).
    await logInAsDemoCustomer({ username: 'BW100004', password: demoMemberWithDirectDebit.password });
    const { user, sessions } = await venuePage();
    await user.click(within(sessions).getAllByRole('button', { name: /^Details, / })[0]!);
    const dialog = await screen.findByRole('dialog');
    const who = await within(dialog).findByRole('combobox', { name: /^Who is it for\?/ });
    const options = within(who).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Chris Hughes (you)', 'Ellie Hughes']);
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', listen);
    await user.selectOptions(who, 'Ellie Hughes');
    expect(who).toHaveDisplayValue('Ellie Hughes');
    const ellie = options[1]!.getAttribute('value');
    await waitFor(() => expect(asked.some((url) => url.includes(`attendee_id=${ellie}`))).toBe(true));
    server.events.removeListener('request:start', listen);
    expect(await within(dialog).findByRole('list', { name: 'Prices' })).toBeInTheDocument();
  });
});

describe('a full session (docs/decisions/0311-waiting-list.md)', () => {
  const { sandbox } = useSandbox();

  /** Fills tomorrow's last scheduled session at Leeds City and returns its name and start time. */
  function fillTomorrowsLastSession(): { name: string; startTime: string } {
    const tomorrow = londonDate(1);
    const { db } = sandbox().services;
    const row = db
      .prepare(
        `SELECT s.id, a.name, s.starts_at FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
         JOIN venues v ON v.id = s.venue_id
         WHERE v.slug = 'leeds-city' AND s.local_date = ? AND s.status = 'scheduled' ORDER BY s.starts_at DESC LIMIT 1`,
      )
      .get(tomorrow) as { id: number; name: string; starts_at: string };
    db.prepare('UPDATE activity_sessions SET offline_bookings = capacity WHERE id = ?').run(row.id);
    return { name: row.name, startTime: londonTime(row.starts_at) };
  }

  it('offers "Join waiting list": a logged-in customer joins, sees their place in line, and can leave', async () => {
    const full = fillTomorrowsLastSession();
    await logInAsDemoCustomer();
    const { user, sessions } = await venuePage();
    await user.click(
      within(sessions).getByRole('button', { name: `Join waiting list, ${full.name}, ${full.startTime}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Join the waiting list' });
    expect(await within(dialog).findByRole('radio', { name: /^Offer me the place/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Join waiting list' }));
    expect(await screen.findByRole('dialog', { name: 'You are on the waiting list' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByText(/1st in line/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const view = await within(sessions).findByRole('button', {
      name: `View waiting list, ${full.name}, ${full.startTime}`,
    });
    const card = view.closest('li')!;
    expect(within(card).getByText('You are 1st in line')).toBeInTheDocument();

    await user.click(view);
    const mine = await screen.findByRole('dialog', { name: 'You are on the waiting list' });
    await user.click(within(mine).getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByRole('dialog', { name: 'Join the waiting list' })).toBeInTheDocument();
  });
});
