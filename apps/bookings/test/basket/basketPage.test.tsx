import { screen, waitFor, within } from '@testing-library/react';
import { sessionLines } from '@leisure/test-support';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, forgetSession, renderApp } from '@leisure/app-store/testing';
import { contrastRatio, defaultLeisureTheme, parseColour } from '@leisure/ui';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addToBasket, logInWithEmptyBasket } from './basketPageFixtures.ts';

const { sandbox } = useSandbox();

beforeEach(() => forgetSession());

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
/** "Swim Fit, Tue 25 Nov 07:00", what tells a line apart in its controls' names. */
const lineName = (line: { name: string; session: { date: string; startTime: string } }) =>
  `${line.name}, ${dayMonth.format(new Date(`${line.session.date}T00:00:00Z`)).replace(',', '')} ${line.session.startTime}`;

async function openBasket() {
  renderApp(BookingsApp, '/basket');
  expect(await screen.findByRole('heading', { level: 1, name: 'Shopping basket' })).toBeInTheDocument();
}

describe('/basket (docs/product/bookings.md D22)', () => {
  it('sends a visitor to log in, and back afterwards', async () => {
    renderApp(BookingsApp, '/basket');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/basket');
  });

  it('says when the basket is empty, with a way to book', async () => {
    await logInWithEmptyBasket();
    await openBasket();
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Book an activity' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Brightwater Leisure | Shopping basket'));
  });

  it('lists the lines in order with their session, attendee, hold, price and totals; Remove takes one out', async () => {
    await logInWithEmptyBasket();
    await addToBasket(sandbox(), { skip: 3 });
    const { cart } = await addToBasket(sandbox(), { skip: 0 });
    const lines = sessionLines(cart.items).sort((a, b) => a.sortBy - b.sortBy);
    await openBasket();

    const list = await screen.findByRole('list', { name: 'Items' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      lines.map((line) => line.name),
    );
    const [first] = lines;
    const firstItem = within(items[0]!);
    expect(
      firstItem.getByText(`${first!.session.startTime} to ${first!.session.endTime}`, { exact: false }),
    ).toBeVisible();
    expect(firstItem.getByText(`${first!.session.location}, ${first!.session.venue.name}`)).toBeInTheDocument();
    expect(firstItem.getByText(`For ${first!.attendee.name}`)).toBeInTheDocument();
    expect(firstItem.getByText(`Held until ${clock.format(new Date(first!.heldUntil))}`)).toBeInTheDocument();
    expect(firstItem.getByText(first!.price.formatted)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('2 items')).toBeInTheDocument();
    expect(within(summary).getByText(cart.totals.formattedTotal)).toBeInTheDocument();
    expect(within(summary).getByText(cart.totals.formattedTaxTotal)).toBeInTheDocument();
    // Prices include VAT, and the total says so (docs/decisions/0027).
    expect(within(summary).getByText(`Total (including VAT ${cart.totals.formattedTaxTotal})`)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

    await userEvent.click(screen.getByRole('button', { name: `Remove ${lineName(first!)}` }));
    expect(await screen.findByText('Successfully removed item from the basket.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Items' })).toHaveFocus());
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('1 item')).toBeInTheDocument();
  });

  it('"Empty basket" asks first, then empties it and says "Successfully cleared order"', async () => {
    await logInWithEmptyBasket();
    await addToBasket(sandbox(), { skip: 5 });
    await openBasket();

    // Checkout is the one solid action; Empty basket is a secondary (outlined, or the pale tint of a venue whose
    // secondary buttons are solid, as the sandbox's is) and only its Yes is the danger style (0017).
    const style = (element: HTMLElement) => getComputedStyle(element);
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    const emptyBasket = screen.getByRole('button', { name: 'Empty basket' });
    const fill = (element: HTMLElement) => {
      const [red, green, blue, alpha] = style(element)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      return alpha === 0 ? '#FFFFFF' : `rgb(${red}, ${green}, ${blue})`;
    };
    expect(contrastRatio('#FFFFFF', fill(checkout))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#FFFFFF', fill(emptyBasket))).toBeLessThan(1.5);

    await userEvent.click(await screen.findByRole('button', { name: 'Empty basket' }));
    const dialog = screen.getByRole('dialog', { name: 'Empty your basket?' });
    const { red, green, blue } = parseColour(defaultLeisureTheme.colours.danger)!;
    expect(style(within(dialog).getByRole('button', { name: 'Yes, empty basket' })).backgroundColor).toBe(
      `rgb(${red}, ${green}, ${blue})`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my basket' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Empty basket' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, empty basket' }));
    expect(await screen.findByText('Successfully cleared order')).toBeInTheDocument();
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Shopping basket' })).toHaveFocus());
  });

  it("changes a line's price, and removes a membership benefit", async () => {
    await logInWithEmptyBasket(demoMemberWithDirectDebit);
    const { cart: withMember } = await addToBasket(sandbox(), { price: 'Member' });
    const { cart } = await addToBasket(sandbox(), { category: 'racquet-sports' });
    const priced = sessionLines(withMember.items)[0]!;
    const covered = sessionLines(cart.items).find((line) => line.appliedBenefit)!;
    await openBasket();

    const select = await screen.findByRole('combobox', { name: `Price, ${lineName(priced)}` });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    await userEvent.selectOptions(select, within(select).getByRole('option', { name: /^Member,/ }));
    expect(await screen.findByText('Successfully updated item in the basket.')).toBeInTheDocument();

    expect(screen.getByText(`Included with ${covered.appliedBenefit!.name}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Remove benefit, ${lineName(covered)}` }));
    expect(await screen.findByText('Successfully removed benefit.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(`Included with ${covered.appliedBenefit!.name}`)).toBeNull());
  });

  it('says when a place was dropped because its hold ran out', async () => {
    await logInWithEmptyBasket();
    const { cart } = await addToBasket(sandbox(), { skip: 6 });
    sandbox()
      .services.db.prepare('UPDATE cart_items SET held_until = ? WHERE id = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), cart.items[0]!.id);
    await openBasket();

    expect(await screen.findByText(/released/)).toBeInTheDocument();
    expect(screen.getByText('Your basket is empty')).toBeInTheDocument();
  });
});
