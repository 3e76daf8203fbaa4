import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomer, demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { MyAccountApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';

// The account's Bookings pages (docs/product/account.md D28, docs/decisions/0309 and 0480).

const hughesParent = { username: 'BW100004', password: demoLogin('sharedEmailParent').password };

async function openBookings(account: { username: string; password: string }, url = '/bookings/upcoming') {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, url);
  await screen.findByRole('heading', { level: 1, name: 'Bookings' });
  return screen.findAllByRole('article');
}

const cardOf = (name: RegExp | string) =>
  screen.getAllByRole('article').find((card) => within(card).queryByRole('heading', { level: 3, name }))!;

const factOf = (card: HTMLElement, label: string) => {
  const terms = within(card).getAllByRole('term');
  const term = terms.find((each) => each.textContent === label)!;
  return term.nextElementSibling!.textContent;
};

describe('the Bookings pages', () => {
  const { sandbox } = useSandbox();

  it('has Upcoming and Past as two links in a navigation named Bookings, the current one marked', async () => {
    await openBookings(demoCustomer);
    expect(document.title).toBe('Brightwater Leisure | Bookings');
    const nav = screen.getByRole('navigation', { name: 'Bookings' });
    const upcoming = within(nav).getByRole('link', { name: 'Upcoming' });
    const past = within(nav).getByRole('link', { name: 'Past' });
    expect(upcoming).toHaveAttribute('href', '/bookings/upcoming');
    expect(upcoming).toHaveAttribute('aria-current', 'page');
    expect(past).toHaveAttribute('href', '/bookings');
    expect(past).not.toHaveAttribute('aria-current');

    await userEvent.setup().click(past);
    await screen.findByRole('heading', { level: 2, name: 'Past bookings' });
    expect(within(nav).getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
    // Past bookings cannot be cancelled or added to a calendar.
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to calendar/ })).not.toBeInTheDocument();
  });

  it('says what covered each booking: a payment, a package', async () => {
    await openBookings(demoCustomer);
    expect(factOf(cardOf('Yoga Flow'), 'Covered by')).toMatch(/^Paid £\d+\.\d\d by card$/);
    expect(factOf(cardOf('Pilates'), 'Covered by')).toBe('Package: Fitness Class 10-Pass');
    expect(factOf(cardOf('Yoga Flow'), 'For')).toBe('You');
    expect(screen.getByText(/^Account credit:/)).toHaveTextContent('Account credit: £0.00');
  });

  it("shows the Hughes parent their linked child's bookings, saying whose they are, upcoming and past", async () => {
    await openBookings(hughesParent);
    const squad = cardOf('Junior Swim Squad');
    expect(factOf(squad, 'For')).toBe('Ellie Hughes');
    expect(factOf(squad, 'Covered by')).toBe('Package: Junior Swim 5-Pass');
    expect(
      within(squad).getByRole('button', { name: /^Cancel booking, Junior Swim Squad, .+, Ellie Hughes$/ }),
    ).toBeInTheDocument();
    expect(factOf(cardOf('Lane Swimming'), 'For')).toBe('You');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Past' }));
    await screen.findByRole('heading', { level: 2, name: 'Past bookings' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const whose = screen.getAllByRole('article').map((card) => factOf(card, 'For'));
    expect(whose.sort()).toEqual(['Ellie Hughes', 'You']);
  });

  it('pages through upcoming bookings ten at a time, with the page in the URL', async () => {
    // Twelve more upcoming places for Alex on sessions of their own.
    const db = sandbox().services.db;
    const alex = db.prepare("SELECT id FROM users WHERE email = 'alex.morgan@example.com'").get() as { id: number };
    const sessions = db
      .prepare(
        `SELECT id FROM activity_sessions WHERE starts_at > ? AND status = 'scheduled'
         AND id NOT IN (SELECT session_id FROM bookings WHERE attendee_user_id = ?) ORDER BY starts_at LIMIT 12`,
      )
      .all(new Date(Date.now() + 86_400_000).toISOString(), alex.id) as { id: number }[];
    for (const session of sessions) {
      db.prepare(
        `INSERT INTO bookings (session_id, attendee_user_id, booked_by_user_id, pricing_option_name, price_paid, created_at)
         VALUES (?, ?, ?, 'Adult', 500, ?)`,
      ).run(session.id, alex.id, alex.id, new Date().toISOString());
    }
    const total = (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM bookings b JOIN activity_sessions s ON s.id = b.session_id
         WHERE b.attendee_user_id = ? AND b.status = 'booked' AND s.starts_at > ?`,
        )
        .get(alex.id, new Date().toISOString()) as { n: number }
    ).n;
    const lastPage = Math.ceil(total / 10);

    const first = await openBookings(demoMemberWithDirectDebit);
    expect(first).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Upcoming bookings pages' });
    expect(within(pages).getByText(`Page 1 of ${lastPage}`)).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/bookings/upcoming?page=2');
    const firstStarts = first.map((card) => factOf(card, 'When'));

    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Next page' }));
    await screen.findByText(`Page 2 of ${lastPage}`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(Math.min(10, total - 10)));
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toHaveFocus();
    expect(screen.getAllByRole('article').map((card) => factOf(card, 'When'))).not.toEqual(firstStarts);
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/bookings/upcoming');
  });

  it('brings a booking linked to by its address (#booking-12) into view and focus once loaded', async () => {
    const db = sandbox().services.db;
    const pilates = db
      .prepare(
        `SELECT b.id FROM bookings b JOIN users u ON u.id = b.attendee_user_id
         JOIN activity_sessions s ON s.id = b.session_id JOIN activities a ON a.id = s.activity_id
         WHERE u.email = 'sam.patel@example.com' AND a.name = 'Pilates' AND s.starts_at > ?`,
      )
      .get(new Date().toISOString()) as { id: number };
    await openBookings(demoCustomer, `/bookings/upcoming#booking-${pilates.id}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Pilates' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 3, name: 'Pilates' })).toHaveAttribute('id', `booking-${pilates.id}`);
  });

  it('offers each upcoming booking as an .ics file with the booking’s own UID', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await openBookings(demoCustomer);
      const yoga = cardOf('Yoga Flow');
      await userEvent.setup().click(within(yoga).getByRole('button', { name: /^Add to calendar, Yoga Flow, / }));
      expect(names[0]).toMatch(/^yoga-flow-\d{4}-\d\d-\d\d\.ics$/);
      const ics = await saved!.text();
      expect(ics).toMatch(/UID:booking-\d+@bookings\.leisure\r\n/);
      expect(ics).toContain('SUMMARY:Yoga Flow\r\n');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

/** Each kind of cover gives back something different, said before the customer confirms. */
describe.each([
  {
    kind: 'a paid booking: credit back',
    account: demoCustomer,
    activity: 'Yoga Flow',
    outcome: /^£\d+\.\d\d goes back to your account credit \(not to your card\)/,
    toast: /^Booking cancelled: Yoga Flow, .+\. £\d+\.\d\d added to your account credit\.$/,
    creditChanges: true,
  },
  {
    kind: 'a membership benefit: the use returned',
    account: demoMemberWithDirectDebit,
    activity: 'Badminton Pay & Play',
    outcome: /^The session goes back to your membership benefit, Premium Plus racquet sports, to use again\.$/,
    toast: /^Booking cancelled: Badminton Pay & Play, [^.]+\.$/,
    creditChanges: false,
  },
  {
    kind: 'a package: the pass use returned',
    account: demoCustomer,
    activity: 'Pilates',
    outcome: /^1 use goes back to your package, Fitness Class 10-Pass, to use again\.$/,
    toast: /^Booking cancelled: Pilates, [^.]+\.$/,
    creditChanges: false,
  },
])('cancelling $kind', ({ account, activity, outcome, toast, creditChanges }) => {
  useSandbox();

  it('says the outcome first, then Yes, cancel booking; afterwards a toast, the list and the credit updated', async () => {
    const user = userEvent.setup();
    await openBookings(account);
    const creditBefore = screen.getByText(/^Account credit:/).textContent;
    await user.click(
      within(cardOf(activity)).getByRole('button', { name: new RegExp(`^Cancel booking, ${activity}, `) }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: new RegExp(`^Cancel ${activity}, .+\\?$`) });
    const paragraphs = within(dialog).getAllByText(/./, { selector: 'p' });
    expect(paragraphs[0]!.textContent).toMatch(outcome);
    expect(paragraphs[1]).toHaveTextContent('The place is released for someone else to book.');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: /^Yes, cancel booking/ }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(toast)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: activity })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toHaveFocus();
    if (creditChanges) {
      await waitFor(() => expect(screen.getByText(/^Account credit:/).textContent).not.toBe(creditBefore));
    } else {
      expect(screen.getByText(/^Account credit:/).textContent).toBe(creditBefore);
    }
  });
});

describe('cancelling after the cut-off has passed', () => {
  const { sandbox } = useSandbox();

  it('says why it cannot be cancelled, and Keep booking closes', async () => {
    const user = userEvent.setup();
    await openBookings(demoCustomer);
    await user.click(within(cardOf('Yoga Flow')).getByRole('button', { name: /^Cancel booking, Yoga Flow, / }));
    const dialog = await screen.findByRole('alertdialog');
    // The session moves to within the 2-hour cut-off while the dialog is open.
    sandbox()
      .services.db.prepare(
        `UPDATE activity_sessions SET starts_at = ?, ends_at = ? WHERE id IN (
           SELECT b.session_id FROM bookings b JOIN users u ON u.id = b.attendee_user_id
           JOIN activity_sessions s ON s.id = b.session_id JOIN activities a ON a.id = s.activity_id
           WHERE u.email = 'sam.patel@example.com' AND a.name = 'Yoga Flow' AND b.status = 'booked' AND s.starts_at > ?)`,
      )
      .run(
        new Date(Date.now() + 3_600_000).toISOString(),
        new Date(Date.now() + 2 * 3_600_000).toISOString(),
        new Date().toISOString(),
      );
    await user.click(within(dialog).getByRole('button', { name: /^Yes, cancel booking/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking can’t be cancelled. Bookings can only be cancelled up to 2 hours before the start.',
    );
    expect(within(dialog).queryByRole('button', { name: /^Yes, cancel booking/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('the calendar feed', () => {
  useSandbox();
  afterEach(() => vi.restoreAllMocks());

  it('makes a private webcal link to copy, makes a new one and turns it off, saying so each time', async () => {
    const user = userEvent.setup();
    await openBookings(demoCustomer);
    const feed = screen.getByRole('region', { name: 'Calendar feed' });
    await user.click(await within(feed).findByRole('button', { name: 'Create calendar link' }));
    const status = within(feed).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Calendar link made.'));
    const field = within(feed).getByRole('textbox', { name: 'Calendar link' });
    const first = (field as HTMLInputElement).value;
    expect(first).toMatch(/^https?:\/\/.+\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(within(feed).getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      first.replace(/^https?:/, 'webcal:'),
    );

    await user.click(within(feed).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status).toHaveTextContent('Link copied.'));
    expect(await navigator.clipboard.readText()).toBe(first);

    await user.click(within(feed).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(status).toHaveTextContent('New link made. The old link no longer works'));
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(first));

    await user.click(within(feed).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(status).toHaveTextContent('Calendar feed turned off. The link no longer works.'));
    expect(await within(feed).findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
    expect(within(feed).queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
  });

  it('says when the link cannot be copied', async () => {
    const user = userEvent.setup();
    await openBookings(demoCustomer);
    const feed = screen.getByRole('region', { name: 'Calendar feed' });
    await user.click(await within(feed).findByRole('button', { name: 'Create calendar link' }));
    await within(feed).findByRole('textbox', { name: 'Calendar link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(feed).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(feed).getByRole('status')).toHaveTextContent(
        'Couldn’t copy the link: select it and copy it yourself.',
      ),
    );
  });
});

// A describe of its own: the link it makes stays in its database.
describe('the calendar feed while a change is under way', () => {
  const { injectFault } = useSandbox();

  it('keeps Create calendar link focusable, and busy, while the link is made (docs/decisions/0017)', async () => {
    const user = userEvent.setup();
    await openBookings(demoCustomer);
    const feed = screen.getByRole('region', { name: 'Calendar feed' });
    injectFault({ path: '/my-account/calendar-feed', method: 'POST', delayMs: 400 });
    const create = await within(feed).findByRole('button', { name: 'Create calendar link' });
    await user.click(create);
    await waitFor(() => expect(create).toHaveAttribute('aria-busy', 'true'));
    expect(create).toBeEnabled();
    expect(create).toHaveFocus();
    await waitFor(() => expect(within(feed).getByRole('status')).toHaveTextContent('Calendar link made.'));
  });
});
