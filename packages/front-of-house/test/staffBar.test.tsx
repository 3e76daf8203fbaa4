import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerSearchMessages } from '@leisure/api-contract/browser';
import { forgetSession } from '@leisure/app-store/testing';
import { endSession } from '@leisure/auth';
import { forgetSelectedCustomer, selectSelectedCustomer } from '../src/index.ts';
import { readKeptSelectionCookie } from '../src/state/selectedCustomerCookie.ts';
import { alex, idOf, logInAsStaff, renderStaffBar, sam } from './support/renderStaffBar.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const { sandbox, injectFault } = useSandbox();

beforeEach(() => {
  forgetSession();
  forgetSelectedCustomer();
});

const bar = () => screen.getByRole('region', { name: 'Front of house' });
const dialog = () => screen.getByRole('dialog', { name: 'Find a customer' });
const searchField = () =>
  within(dialog()).getByRole('searchbox', { name: 'Name, email, customer reference or postcode' });

async function openSearch(user: ReturnType<typeof userEvent.setup>, button = 'Find customer') {
  await user.click(within(bar()).getByRole('button', { name: button }));
  expect(searchField()).toHaveFocus();
}

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(searchField());
  await user.type(searchField(), text);
  await user.click(within(dialog()).getByRole('button', { name: 'Search' }));
}

/** Staff logged in, the bar shown, Sam found by his reference and selected. */
async function selectSam(user: ReturnType<typeof userEvent.setup>) {
  await openSearch(user);
  await search(user, sam.reference);
  await user.click(await screen.findByRole('button', { name: `Select Sam Patel, ${sam.reference}` }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the staff bar (docs/decisions/0610-staff-bar-and-selected-customer.md)', () => {
  it('says no customer is selected and offers Find customer', async () => {
    renderStaffBar(await logInAsStaff(sandbox()));
    expect(bar()).toHaveTextContent('Front of house');
    expect(bar()).toHaveTextContent('No customer selected');
    expect(within(bar()).getByRole('button', { name: 'Find customer' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('a search under 2 characters is not sent: the field says why and keeps focus', async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await search(user, ' s ');
    expect(searchField()).toHaveAccessibleDescription(expect.stringContaining(customerSearchMessages.tooShort));
    expect(searchField()).toHaveAttribute('aria-invalid', 'true');
    expect(searchField()).toHaveFocus();
    expect(within(dialog()).queryByRole('list', { name: 'Customers found' })).not.toBeInTheDocument();
  });

  it('finds Sam by his reference: a button to select him, described by email and postcode', async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await search(user, sam.reference);
    expect(await within(dialog()).findByText('1 customer found')).toBeInTheDocument();
    const list = within(dialog()).getByRole('list', { name: 'Customers found' });
    const select = within(list).getByRole('button', { name: `Select Sam Patel, ${sam.reference}` });
    expect(select).toHaveAccessibleDescription(expect.stringContaining(sam.email));
    expect(select).toHaveAccessibleDescription(expect.stringContaining('M3 7AA'));
  });

  it('says when no customer matches, and what else to try', async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await search(user, 'xyzzy');
    expect(
      await within(dialog()).findByText(
        'No customers match “xyzzy”. Check the spelling, or search by customer reference, email or postcode.',
      ),
    ).toBeInTheDocument();
  });

  it("says when the search fails, with the server's words", async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    injectFault({ path: '/staff/customers/search', status: 503, message: 'Down for maintenance.' });
    await search(user, 'Patel');
    expect(await within(dialog()).findByText('The search did not work: Down for maintenance.')).toBeInTheDocument();
  });

  it('a selection the server refuses says so; the dialog stays open and nobody is selected', async () => {
    const user = userEvent.setup();
    const { store } = renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await search(user, sam.reference);
    const select = await screen.findByRole('button', { name: `Select Sam Patel, ${sam.reference}` });
    injectFault({
      path: `/staff/customers/${idOf(sandbox(), sam.reference)}/select`,
      status: 404,
      message: 'Not found.',
    });
    await user.click(select);
    expect(await within(dialog()).findByText('That customer could not be selected: Not found.')).toBeInTheDocument();
    expect(select).toHaveFocus();
    expect(selectSelectedCustomer(store.getState())).toBeNull();
    expect(bar()).toHaveTextContent('No customer selected');
  });

  it("selecting Sam: the bar shows him, focus moves to Change customer, and the basket is Sam's", async () => {
    const user = userEvent.setup();
    const staffId = await logInAsStaff(sandbox());
    const { basket, store } = renderStaffBar(staffId);
    await waitFor(() => expect(basket().cart?.selectedUserId).toBe(staffId));

    await selectSam(user);
    expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);
    expect(within(bar()).getByRole('button', { name: 'Change customer' })).toHaveFocus();
    const samId = idOf(sandbox(), sam.reference);
    expect(selectSelectedCustomer(store.getState())).toEqual({
      id: samId,
      firstName: 'Sam',
      lastName: 'Patel',
      reference: sam.reference,
    });
    // The basket's selected user changed, so GET cart was sent again with selected_user_id and answered for Sam.
    expect(basket().selectedUserId).toBe(samId);
    await waitFor(() => expect(basket().cart?.selectedUserId).toBe(samId));
  });

  it("Clear: no customer again, the staff member's own basket, focus on Find customer, nothing kept", async () => {
    const user = userEvent.setup();
    const staffId = await logInAsStaff(sandbox());
    const { basket } = renderStaffBar(staffId);
    await selectSam(user);
    expect(readKeptSelectionCookie()).not.toBeNull();

    await user.click(within(bar()).getByRole('button', { name: 'Clear' }));
    expect(bar()).toHaveTextContent('No customer selected');
    expect(within(bar()).getByRole('button', { name: 'Find customer' })).toHaveFocus();
    expect(basket().selectedUserId).toBeNull();
    await waitFor(() => expect(basket().cart?.selectedUserId).toBe(staffId));
    expect(readKeptSelectionCookie()).toBeNull();
  });

  it('Change customer: choosing Alex replaces Sam', async () => {
    const user = userEvent.setup();
    const { basket } = renderStaffBar(await logInAsStaff(sandbox()));
    await selectSam(user);
    await openSearch(user, 'Change customer');
    await search(user, 'alex.morgan@example.com');
    await user.click(await screen.findByRole('button', { name: `Select Alex Morgan, ${alex.reference}` }));
    await waitFor(() => expect(bar()).toHaveTextContent(`Serving Alex Morgan, ${alex.reference}`));
    expect(basket().selectedUserId).toBe(idOf(sandbox(), alex.reference));
  });

  it('Escape closes the dialog and focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Find customer' })).toHaveFocus();
    expect(bar()).toHaveTextContent('No customer selected');
  });

  it('pages through many customers with Next page and Previous page', async () => {
    const user = userEvent.setup();
    const insert = sandbox().services.db.prepare(
      `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, postcode, created_at)
       VALUES (?, ?, 'not-a-hash', 'customer', ?, 'Quigley', 'QQ1 1AA', '2020-01-01T00:00:00Z')`,
    );
    for (let n = 1; n <= 12; n += 1)
      insert.run(`BWQG${n}`, `quigley${n}@example.org`, `Person${String(n).padStart(2, '0')}`);
    renderStaffBar(await logInAsStaff(sandbox()));
    await openSearch(user);
    await search(user, 'Quigley');
    expect(await within(dialog()).findByText('12 customers found')).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button', { name: /^Select / })).toHaveLength(10);
    expect(within(dialog()).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Next page' }));
    expect(await within(dialog()).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(dialog()).getAllByRole('button', { name: /^Select / })).toHaveLength(2);
    expect(within(dialog()).getByText('12 customers found')).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Previous page' }));
    expect(await within(dialog()).findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('the selection is kept (the shared cookie) for the same member of staff only', async () => {
    const user = userEvent.setup();
    const staffId = await logInAsStaff(sandbox());
    const first = renderStaffBar(staffId);
    await selectSam(user);
    first.unmount();

    // A reload, or the other sub-domain: a new store, the same cookie.
    const again = renderStaffBar(staffId);
    expect(await screen.findByText(`Sam Patel, ${sam.reference}`)).toBeInTheDocument();
    expect(again.basket().selectedUserId).toBe(idOf(sandbox(), sam.reference));
    again.unmount();

    // Someone else at the desk in the same browser starts with no customer.
    renderStaffBar(staffId + 1000);
    expect(bar()).toHaveTextContent('No customer selected');
  });

  it('logging out clears the selection and the kept cookie', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderStaffBar(await logInAsStaff(sandbox()));
    await selectSam(user);
    act(() => {
      store.dispatch(endSession());
    });
    expect(selectSelectedCustomer(store.getState())).toBeNull();
    expect(readKeptSelectionCookie()).toBeNull();
    expect(bar()).toHaveTextContent('No customer selected');
    unmount();
  });
});

describe("the served customer's household (docs/decisions/0422)", () => {
  const chris = { reference: 'BW100004' };

  async function selectByReference(user: ReturnType<typeof userEvent.setup>, reference: string, name: string) {
    await openSearch(user);
    await search(user, reference);
    await user.click(await screen.findByRole('button', { name: `Select ${name}, ${reference}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }

  it("lists the customer's child with Serve, which makes the child the customer served", async () => {
    const user = userEvent.setup();
    const { basket } = renderStaffBar(await logInAsStaff(sandbox()));
    await selectByReference(user, chris.reference, 'Chris Hughes');
    const household = await within(bar()).findByRole('list', { name: 'Chris Hughes’s household' });
    const ellie = within(household).getByRole('listitem');
    expect(ellie).toHaveTextContent(/^Ellie Hughes \(child, born \d{2}\/\d{2}\/\d{4}\)Serve$/);

    await user.click(within(ellie).getByRole('button', { name: 'Serve Ellie Hughes' }));
    await waitFor(() => expect(bar()).toHaveTextContent('Serving Ellie Hughes, BW100005'));
    expect(basket().selectedUserId).toBe(idOf(sandbox(), 'BW100005'));
    expect(within(bar()).getByRole('button', { name: 'Change customer' })).toHaveFocus();
    // Ellie's household names the one who pays for it, to go back to.
    const hers = await within(bar()).findByRole('list', { name: 'Ellie Hughes’s household' });
    expect(hers).toHaveTextContent('Chris Hughes (pays for the household');
  });

  it('shows no household for a customer in none', async () => {
    const user = userEvent.setup();
    renderStaffBar(await logInAsStaff(sandbox()));
    await selectSam(user);
    await waitFor(() => expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`));
    expect(within(bar()).queryByRole('list', { name: /household/ })).not.toBeInTheDocument();
  });
});
