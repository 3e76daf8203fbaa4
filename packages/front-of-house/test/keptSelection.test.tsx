import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession } from '@leisure/app-store/testing';
import { followTokenCookie } from '@leisure/auth';
import {
  customerSelected,
  forgetSelectedCustomer,
  keepSelectedCustomer,
  SELECTED_CUSTOMER_COOKIE,
  selectSelectedCustomer,
} from '../src/index.ts';
import { readKeptSelectionCookie } from '../src/state/selectedCustomerCookie.ts';
import { alex, idOf, logInAsStaff, renderStaffBar, sam } from './support/renderStaffBar.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const { sandbox } = useSandbox();

beforeEach(() => {
  forgetSession();
  forgetSelectedCustomer();
});
afterEach(() => vi.restoreAllMocks());

const bar = () => screen.getByRole('region', { name: 'Front of house' });
const samSelected = () => ({
  id: idOf(sandbox(), sam.reference),
  firstName: 'Sam',
  lastName: 'Patel',
  reference: sam.reference,
});
/** What the other sub-domain's tab does when staff look at this one again. */
const lookAgain = () =>
  act(() => {
    window.dispatchEvent(new Event('focus'));
  });

// docs/decisions/0610-staff-bar-and-selected-customer.md: one selection for bookings and online joining.
describe('the selection the two sub-domains share', () => {
  it('a customer selected on the other sub-domain is served here when the bar loads', async () => {
    const staffId = await logInAsStaff(sandbox());
    keepSelectedCustomer(staffId, samSelected());
    const { basket, store } = renderStaffBar(staffId);
    expect(await within(bar()).findByText(`Sam Patel, ${sam.reference}`)).toBeInTheDocument();
    expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);
    expect(selectSelectedCustomer(store.getState())).toEqual(samSelected());
    expect(basket().selectedUserId).toBe(samSelected().id);
  });

  it("another member of staff's selection is ignored", async () => {
    const staffId = await logInAsStaff(sandbox());
    keepSelectedCustomer(staffId + 1000, samSelected());
    const { basket } = renderStaffBar(staffId);
    await act(async () => {});
    expect(bar()).toHaveTextContent('No customer selected');
    expect(basket().selectedUserId).toBeNull();
  });

  it('a malformed cookie is ignored', async () => {
    const staffId = await logInAsStaff(sandbox());
    document.cookie = `${SELECTED_CUSTOMER_COOKIE}=${encodeURIComponent(`{"staffId":${staffId},"customer":`)}; Path=/`;
    renderStaffBar(staffId);
    await act(async () => {});
    expect(bar()).toHaveTextContent('No customer selected');
    document.cookie = `${SELECTED_CUSTOMER_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('an open bar follows a selection, a change and a Clear made on the other sub-domain', async () => {
    const staffId = await logInAsStaff(sandbox());
    const { basket } = renderStaffBar(staffId);
    expect(bar()).toHaveTextContent('No customer selected');

    keepSelectedCustomer(staffId, samSelected());
    lookAgain();
    expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);
    expect(basket().selectedUserId).toBe(samSelected().id);

    const alexId = idOf(sandbox(), alex.reference);
    keepSelectedCustomer(staffId, { id: alexId, firstName: 'Alex', lastName: 'Morgan', reference: alex.reference });
    lookAgain();
    expect(bar()).toHaveTextContent(`Serving Alex Morgan, ${alex.reference}`);
    expect(basket().selectedUserId).toBe(alexId);

    forgetSelectedCustomer();
    lookAgain();
    expect(bar()).toHaveTextContent('No customer selected');
    expect(basket().selectedUserId).toBeNull();
  });

  it('follows on the poll too, without a focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const staffId = await logInAsStaff(sandbox());
      renderStaffBar(staffId);
      keepSelectedCustomer(staffId, samSelected());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a log-out on another sub-domain (the log-in cookie gone) clears the selection and the kept cookie', async () => {
    const staffId = await logInAsStaff(sandbox());
    const { store, basket } = renderStaffBar(staffId);
    keepSelectedCustomer(staffId, samSelected());
    lookAgain();
    expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);

    forgetSession();
    await act(async () => {
      await store.dispatch(followTokenCookie());
    });
    expect(selectSelectedCustomer(store.getState())).toBeNull();
    expect(basket().selectedUserId).toBeNull();
    expect(readKeptSelectionCookie()).toBeNull();
  });

  it('a customer selected for another staff log-in this page followed is not served to this one', async () => {
    const staffId = await logInAsStaff(sandbox());
    const first = renderStaffBar(staffId);
    act(() => {
      first.store.dispatch(customerSelected({ ...samSelected(), staffId: staffId + 1000 }));
    });
    lookAgain();
    await waitFor(() => expect(bar()).toHaveTextContent('No customer selected'));
    expect(selectSelectedCustomer(first.store.getState())).toBeNull();
  });

  it("where cookies are refused, the page's own selection is not cleared by the poll", async () => {
    const user = userEvent.setup();
    const staffId = await logInAsStaff(sandbox());
    renderStaffBar(staffId);
    const setCookie = vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    await user.click(within(bar()).getByRole('button', { name: 'Find customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Find a customer' });
    await user.type(within(dialog).getByRole('searchbox'), sam.reference);
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: `Select Sam Patel, ${sam.reference}` }));
    await waitFor(() => expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`));
    expect(setCookie).toHaveBeenCalled();
    expect(readKeptSelectionCookie()).toBeNull();
    lookAgain();
    expect(bar()).toHaveTextContent(`Serving Sam Patel, ${sam.reference}`);
  });
});
