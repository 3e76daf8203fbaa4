import { useBasket } from '@leisure/basket';
import { renderWithProviders, testApiBaseUrl, logInAsDemoCustomer } from '@leisure/app-store/testing';
import { demoAccounts, demoLogin } from '@leisure/sandbox-api/testing';
import type { Sandbox } from '@leisure/sandbox-api';
import { StaffBar } from '../../src/index.ts';

export const sam = demoAccounts.memberWithoutDirectDebit;
export const alex = demoAccounts.memberWithDirectDebit;

/** A demo account's id in the sandbox's database. */
export function idOf(sandbox: Sandbox, reference: string): number {
  const row = sandbox.services.db.prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number };
  return row.id;
}

/** The front desk's member of staff, logged in on the sandbox (the token in the cookie, as the app finds it). */
export async function logInAsStaff(sandbox: Sandbox): Promise<number> {
  await logInAsDemoCustomer(demoLogin('staff'), testApiBaseUrl);
  return idOf(sandbox, demoAccounts.staff.reference);
}

/**
 * The staff bar as the page frame shows it, beside the basket as any basket page reads it: `basket()` is what
 * useBasket returned on the latest render.
 */
export function renderStaffBar(staffId: number) {
  let latest: ReturnType<typeof useBasket> | undefined;
  function BasketProbe() {
    latest = useBasket();
    return null;
  }
  const rendered = renderWithProviders(
    <>
      <StaffBar staffId={staffId} />
      <BasketProbe />
    </>,
  );
  return {
    ...rendered,
    basket: () => {
      if (!latest) throw new Error('not rendered');
      return latest;
    },
  };
}
