import { isFramed } from '@leisure/auth';
import type { SelectedCustomer } from './frontOfHouseSlice.ts';

/**
 * The selected customer kept in a cookie on the parent domain, beside the log-in cookie, so bookings and online
 * joining serve the same customer and a reload keeps them (docs/decisions/0610-staff-bar-and-selected-customer.md).
 * It holds the member of staff it belongs to and the customer's id, names and reference, nothing else: another
 * staff log-in never inherits it, and it is forgotten on Clear and on log-out.
 */
export const SELECTED_CUSTOMER_COOKIE = 'leisure_served_customer';

interface KeptSelection {
  staffId: number;
  customer: SelectedCustomer;
}

type CookieLocation = Pick<Location, 'hostname' | 'protocol'>;

/**
 * The parent domain of the page's host: the host serves a front end only at `{label}.{cookie domain}`
 * (apps/host/src/resolveApp.ts), so its parent is the configured domain the log-in cookie is written on
 * (decision 0820). An IP address or a one-label host (a quick local run) gets a host-only cookie, as log-in does.
 */
export function parentDomainOf(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return undefined;
  const labels = host.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : undefined;
}

/**
 * The cookie's attributes: the log-in cookie's (decision 0820: parent domain, `SameSite=Lax`, `Secure` on https),
 * and in another site's frame `SameSite=None; Secure; Partitioned`, the only kind Chromium keeps there (decision
 * 0640). A browser session cookie: it never outlives the browser, and log-out forgets it sooner.
 */
export function selectionCookieAttributes(location: CookieLocation, framed: boolean): string {
  const domain = parentDomainOf(location.hostname);
  return [
    'Path=/',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(framed
      ? ['SameSite=None', 'Secure', 'Partitioned']
      : ['SameSite=Lax', ...(location.protocol === 'https:' ? ['Secure'] : [])]),
  ].join('; ');
}

const isPositiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isShortText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

/** Only the four fields the bar shows, whatever else the value holds. */
function customerOf(value: unknown): SelectedCustomer | null {
  const customer = value as Partial<SelectedCustomer> | null | undefined;
  if (typeof customer !== 'object' || customer === null) return null;
  const { id, firstName, lastName, reference } = customer;
  return isPositiveInteger(id) && isShortText(firstName) && isShortText(lastName) && isShortText(reference)
    ? { id, firstName, lastName, reference }
    : null;
}

/** The kept selection in a cookie's raw value, or null when it is not one (malformed, or from another version). */
export function parseKeptSelection(raw: string | null): KeptSelection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<KeptSelection> | null;
    const customer = customerOf(value?.customer);
    return value && isPositiveInteger(value.staffId) && customer ? { staffId: value.staffId, customer } : null;
  } catch {
    return null;
  }
}

/**
 * The cookie's raw value, or null. Reading may be refused (a sandboxed frame): then nothing is kept and the
 * selection lasts as long as the page.
 */
export function readKeptSelectionCookie(): string | null {
  try {
    const prefix = `${SELECTED_CUSTOMER_COOKIE}=`;
    const found = globalThis.document?.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? found.slice(prefix.length) || null : null;
  } catch {
    return null;
  }
}

function writeCookie(value: string, extra = ''): void {
  try {
    const attributes = selectionCookieAttributes(globalThis.location, isFramed());
    globalThis.document.cookie = `${SELECTED_CUSTOMER_COOKIE}=${value}; ${attributes}${extra}`;
  } catch {
    // Not kept: the selection lasts as long as the page.
  }
}

/** The customer this member of staff had selected, on this sub-domain or the other; null for anyone else. */
export function readSelectedCustomer(staffId: number): SelectedCustomer | null {
  const kept = parseKeptSelection(readKeptSelectionCookie());
  return kept && kept.staffId === staffId ? kept.customer : null;
}

export function forgetSelectedCustomer(): void {
  if (readKeptSelectionCookie() !== null) writeCookie('', '; Max-Age=0');
}

/** Keeps the selection (or, given null, forgets it). Only the id, names and reference are written. */
export function keepSelectedCustomer(staffId: number, customer: SelectedCustomer | null): void {
  const kept = customer && customerOf(customer);
  if (!kept) {
    forgetSelectedCustomer();
    return;
  }
  writeCookie(encodeURIComponent(JSON.stringify({ staffId, customer: kept })));
}
