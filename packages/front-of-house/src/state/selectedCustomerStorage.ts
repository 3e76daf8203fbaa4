import type { SelectedCustomer } from './frontOfHouseSlice.ts';

/**
 * The selected customer kept in this tab (sessionStorage), so a page reload keeps serving them
 * (docs/decisions/0610-staff-bar-and-selected-customer.md). Stored with the member of staff it belongs to: another
 * staff log-in in the tab never inherits it, and it is forgotten on log-out.
 */
export const SELECTED_CUSTOMER_KEY = 'leisure.frontOfHouse.selectedCustomer';

interface StoredSelection {
  staffId: number;
  customer: SelectedCustomer;
}

/** Storage may be refused (private modes, a sandboxed frame): the selection then lasts as long as the page. */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

function isStoredSelection(value: unknown): value is StoredSelection {
  const stored = value as Partial<StoredSelection> | null;
  const customer = stored?.customer as Partial<SelectedCustomer> | undefined;
  return (
    typeof stored === 'object' &&
    stored !== null &&
    isPositiveInteger(stored.staffId) &&
    typeof customer === 'object' &&
    customer !== null &&
    isPositiveInteger(customer.id) &&
    typeof customer.firstName === 'string' &&
    typeof customer.lastName === 'string' &&
    typeof customer.reference === 'string'
  );
}

/** The customer this member of staff had selected in this tab, if any. */
export function readSelectedCustomer(staffId: number): SelectedCustomer | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(SELECTED_CUSTOMER_KEY) ?? 'null');
    return isStoredSelection(stored) && stored.staffId === staffId ? stored.customer : null;
  } catch {
    return null;
  }
}

/** Keeps the selection (or, given null, forgets it). */
export function keepSelectedCustomer(staffId: number, customer: SelectedCustomer | null): void {
  try {
    if (customer) storage()?.setItem(SELECTED_CUSTOMER_KEY, JSON.stringify({ staffId, customer }));
    else storage()?.removeItem(SELECTED_CUSTOMER_KEY);
  } catch {
    // Not kept: the selection lasts as long as the page.
  }
}

export function forgetSelectedCustomer(): void {
  try {
    storage()?.removeItem(SELECTED_CUSTOMER_KEY);
  } catch {
    // Nothing was kept.
  }
}
