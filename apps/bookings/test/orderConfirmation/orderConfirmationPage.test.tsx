import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '@leisure/api-client';
import { contract, type Order } from '@leisure/api-contract';
import { logInAsDemoCustomer, renderApp, pickPricedSession, type PickedSession } from '@leisure/app-store/testing';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addToBasket, customerApi } from '../checkout/basketFixtures.ts';

/** A free order (credit covers it) of the given sessions, placed through the API as the checkout would. */
async function placeOrder(...sessions: PickedSession[]): Promise<Order> {
  const api = customerApi();
  const basket = await addToBasket(...sessions);
  await callEndpoint(api, contract.cart.setCartPayment, {
    body: { tenderType: 'credit', amount: basket.totals.balance },
  });
  const terms = (await callEndpoint(api, contract.memberships.listCheckoutTerms, { query: {} })).map((term) => term.id);
  const { orderId } = await callEndpoint(api, contract.checkout.completeCheckout, {
    body: {
      source: 'bookings',
      terms,
      completedWaivers: [],
      payments: [{ tenderType: 'credit', amount: basket.totals.balance }],
    },
  });
  return callEndpoint(api, contract.orders.getOrder, { params: { orderId } });
}

/**
 * Staff (logged in) sell Sam a session at the desk for cash, as the desk's checkout would, and the confirmation is
 * then opened afresh: no navigation state, as after a reload.
 */
async function placeDeskOrder(samId: number, session: PickedSession): Promise<Order> {
  const api = customerApi();
  await callEndpoint(api, contract.cart.discardCart, { query: { selectedUserId: samId } });
  const basket = await callEndpoint(api, contract.cart.addToCart, {
    body: {
      selectedUserId: samId,
      items: [{ type: 'session', id: session.id, pricingOptionId: session.pricingOptionId }],
    },
  });
  const payments = [{ tenderType: 'cash' as const, amount: basket.totals.balance }];
  await callEndpoint(api, contract.cart.setCartPayment, { body: { ...payments[0]!, selectedUserId: samId } });
  const terms = (await callEndpoint(api, contract.memberships.listCheckoutTerms, { query: {} })).map((term) => term.id);
  const { orderId } = await callEndpoint(api, contract.checkout.payAtFrontOfHouse, {
    body: { selectedUserId: samId, terms, payments },
  });
  return callEndpoint(api, contract.orders.getOrder, { params: { orderId } });
}

/** "20261125T070000Z" for an ISO instant. */
const utc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

describe('order confirmation (docs/product/bookings.md D24)', () => {
  const { sandbox } = useSandbox();
  const downloads: { name: string; blob: Blob }[] = [];

  beforeEach(() => {
    downloads.length = 0;
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:calendar';
    });
    URL.revokeObjectURL = vi.fn();
    // jsdom does not download: record what the link would have saved.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: lastBlob! });
    });
    sandbox()
      .services.db.prepare("UPDATE users SET credit_balance = 100000 WHERE email = 'sam.patel@example.com'")
      .run();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each booking with its details, focuses the heading, and gives each an .ics in London time', async () => {
    const user = userEvent.setup();
    await logInAsDemoCustomer();
    const order = await placeOrder(
      pickPricedSession(sandbox(), 0, 'Yoga Flow'),
      pickPricedSession(sandbox(), 0, 'Lane Swimming'),
    );
    renderApp(BookingsApp, `/order-confirmed/${order.id}`);

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Your booking is confirmed' },
      { timeout: 4000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    // Titled as every front end's confirmation is (docs/product/platform.md D1), not "Booking confirmed".
    expect(document.title).toBe('Brightwater Leisure | Confirmation');
    // The customer's own order: no front-of-house receipt (docs/decisions/0621).
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your bookings' });
    const bookings = within(list).getAllByRole('listitem');
    expect(bookings).toHaveLength(2);
    const lines = order.items.flatMap((item) => (item.type === 'session' ? [item] : []));
    const yoga = lines.find((line) => line.name === 'Yoga Flow')!;
    const yogaCard = bookings.find((booking) => within(booking).queryByRole('heading', { name: 'Yoga Flow' }))!;
    expect(yogaCard).toHaveTextContent(`${yoga.session.startTime} to ${yoga.session.endTime}`);
    expect(yogaCard).toHaveTextContent(yoga.session.venue.name);
    expect(yogaCard).toHaveTextContent(yoga.attendeeName);
    expect(yogaCard).toHaveTextContent(yoga.price.formatted);

    await user.click(within(yogaCard).getByRole('button', { name: /^Add to calendar: Yoga Flow on / }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.name).toBe(`yoga-flow-${yoga.session.date}.ics`);
    expect(downloads[0]!.blob.type).toMatch(/^text\/calendar/);
    const ics = await downloads[0]!.blob.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`DTSTART:${utc(yoga.session.startsAt)}\r\n`);
    expect(ics).toContain(`DTEND:${utc(yoga.session.endsAt)}\r\n`);
    expect(ics).toContain('SUMMARY:Yoga Flow\r\n');

    await user.click(screen.getByRole('button', { name: 'Add all to calendar' }));
    const all = await downloads[1]!.blob.text();
    expect(all.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(all).toContain('SUMMARY:Lane Swimming\r\n');
  });

  // docs/decisions/0027: the confirmation says where the email went, how to get there and where the bookings are.
  it('is not a dead end: the email sent, the venue with directions, View my bookings, an .ics with address and reminder', async () => {
    const user = userEvent.setup();
    await logInAsDemoCustomer();
    const order = await placeOrder(pickPricedSession(sandbox(), 1, 'Yoga Flow'));
    const line = order.items.find((item) => item.type === 'session')!;
    const venue = await callEndpoint(customerApi(), contract.site.getVenue, {
      params: { venue: line.session.venue.slug },
    });
    renderApp(BookingsApp, `/order-confirmed/${order.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 });

    expect(order.confirmationEmailTo).toBe(demoAccounts.memberWithoutDirectDebit.email);
    expect(screen.getByText(`We have emailed your confirmation to ${order.confirmationEmailTo}.`)).toBeInTheDocument();

    const gettingThere = await screen.findByRole('region', { name: 'Getting there' });
    // The venue's address arrives with its own GET /venues/{slug}, after the section's heading.
    expect(await within(gettingThere).findByText(venue.address1, { exact: false })).toBeInTheDocument();
    expect(within(gettingThere).getByText(venue.postcode, { exact: false })).toBeInTheDocument();
    const directions = within(gettingThere).getByRole('link', {
      name: `Directions to ${venue.name} (opens in a new tab)`,
    });
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    const mapsUrl = new URL(directions.getAttribute('href')!);
    expect(mapsUrl.origin).toBe('https://www.google.com');
    expect(mapsUrl.searchParams.get('query')).toContain(venue.postcode);

    const myBookings = screen.getByRole('link', { name: 'View my bookings' });
    expect(new URL(myBookings.getAttribute('href')!).pathname).toBe('/bookings/upcoming');

    await user.click(screen.getByRole('button', { name: /^Add to calendar: Yoga Flow on / }));
    const ics = (await downloads[0]!.blob.text()).replace(/\r\n /g, '');
    expect(ics).toMatch(
      new RegExp(`LOCATION:${line.session.location}\\\\, ${venue.name}\\\\, .*${venue.postcode}\r\n`),
    );
    expect(ics).toContain(
      'BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Yoga Flow\r\nTRIGGER:-PT60M\r\nEND:VALARM\r\n',
    );
  });

  it("says an order that is not the customer's cannot be found", async () => {
    await logInAsDemoCustomer();
    renderApp(BookingsApp, '/order-confirmed/999999');
    expect(await screen.findByRole('heading', { name: 'Order not found' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('offers Print receipt for a desk order whose items allow one, read from the order: a reload keeps it', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const db = sandbox().services.db;
    const samId = (
      db.prepare('SELECT id FROM users WHERE email = ?').get(demoAccounts.memberWithoutDirectDebit.email) as {
        id: number;
      }
    ).id;
    await logInAsDemoCustomer(demoLogin('staff'));
    const order = await placeDeskOrder(samId, pickPricedSession(sandbox(), 3, 'Yoga Flow'));
    expect(order).toMatchObject({ placedBy: 'staff', items: [{ enablePrintReceipt: true }] });
    renderApp(BookingsApp, `/order-confirmed/${order.id}`);

    await screen.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    const receipt = await screen.findByRole('article', { name: 'Receipt' }, { timeout: 4000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(receipt).toHaveFocus());
    expect(within(receipt).getByText('Sam Patel', { selector: 'dd' })).toBeInTheDocument();
    expect(within(receipt).getByText(order.reference)).toBeInTheDocument();
    const paid = within(receipt).getByLabelText('Paid');
    expect(within(paid).getByText('Cash').nextElementSibling).toHaveTextContent(order.total.formatted);
    // Only the page that took the cash knows the change: opened afresh, there is no change line.
    expect(within(paid).queryByText('Change given')).not.toBeInTheDocument();
  });
});
