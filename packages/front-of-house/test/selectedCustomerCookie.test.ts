import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetSelectedCustomer,
  keepSelectedCustomer,
  parentDomainOf,
  parseKeptSelection,
  readSelectedCustomer,
  SELECTED_CUSTOMER_COOKIE,
  selectionCookieAttributes,
} from '../src/index.ts';
import { readKeptSelectionCookie } from '../src/state/selectedCustomerCookie.ts';

// docs/decisions/0610-staff-bar-and-selected-customer.md: the selection kept where both sub-domains read it.

const sam = { id: 42, firstName: 'Sam', lastName: 'Patel', reference: 'BW100002' };
const staffId = 7;
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeEach(() => forgetSelectedCustomer());

describe('where the cookie is written', () => {
  it.each([
    ['bookings.leisure.localhost', 'leisure.localhost'],
    ['online-joining.leisure.localhost', 'leisure.localhost'],
    ['Bookings.Example.co.uk.', 'example.co.uk'],
    ['localhost', undefined],
    ['leisure.localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('on %s: Domain=%s', (hostname, domain) => {
    expect(parentDomainOf(hostname)).toBe(domain);
  });

  it('has the log-in cookie attributes: parent domain, Lax, Secure on https', () => {
    expect(selectionCookieAttributes({ hostname: 'bookings.leisure.localhost', protocol: 'http:' }, false)).toBe(
      'Path=/; Domain=leisure.localhost; SameSite=Lax',
    );
    expect(selectionCookieAttributes({ hostname: 'bookings.example.com', protocol: 'https:' }, false)).toBe(
      'Path=/; Domain=example.com; SameSite=Lax; Secure',
    );
  });

  it("is partitioned in another site's frame, as the log-in cookie is (decision 0640)", () => {
    expect(selectionCookieAttributes({ hostname: 'bookings.leisure.localhost', protocol: 'http:' }, true)).toBe(
      'Path=/; Domain=leisure.localhost; SameSite=None; Secure; Partitioned',
    );
  });
});

describe('keeping, reading and forgetting the selection', () => {
  it('keeps the staff id and the customer id, names and reference, nothing more', () => {
    keepSelectedCustomer(staffId, { ...sam, email: 'sam@example.com', postcode: 'M3 7AA' } as typeof sam);
    const raw = readKeptSelectionCookie();
    expect(document.cookie).toContain(`${SELECTED_CUSTOMER_COOKIE}=`);
    expect(JSON.parse(decodeURIComponent(raw ?? ''))).toEqual({ staffId, customer: sam });
    expect(readSelectedCustomer(staffId)).toEqual(sam);
  });

  it('another member of staff does not get it', () => {
    keepSelectedCustomer(staffId, sam);
    expect(readSelectedCustomer(staffId + 1)).toBeNull();
  });

  it('keeping nobody, or forgetting, removes the cookie', () => {
    keepSelectedCustomer(staffId, sam);
    keepSelectedCustomer(staffId, null);
    expect(readKeptSelectionCookie()).toBeNull();
    keepSelectedCustomer(staffId, sam);
    forgetSelectedCustomer();
    expect(readKeptSelectionCookie()).toBeNull();
    expect(readSelectedCustomer(staffId)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'Sam%20Patel'],
    ['a broken escape', '%E0%A4%A'],
    ['null', encoded(null)],
    ['no staff id', encoded({ customer: sam })],
    ['a staff id of 0', encoded({ staffId: 0, customer: sam })],
    ['a staff id as text', encoded({ staffId: '7', customer: sam })],
    ['no customer', encoded({ staffId })],
    ['a customer id as text', encoded({ staffId, customer: { ...sam, id: '42' } })],
    ['a customer without a reference', encoded({ staffId, customer: { ...sam, reference: undefined } })],
    ['a name that is not text', encoded({ staffId, customer: { ...sam, firstName: ['Sam'] } })],
    ['an overlong name', encoded({ staffId, customer: { ...sam, lastName: 'x'.repeat(201) } })],
  ])('a malformed cookie (%s) is ignored', (_, raw) => {
    expect(parseKeptSelection(raw)).toBeNull();
    document.cookie = `${SELECTED_CUSTOMER_COOKIE}=${raw}; Path=/`;
    expect(readSelectedCustomer(staffId)).toBeNull();
    document.cookie = `${SELECTED_CUSTOMER_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('reads only the four fields, whatever else a cookie holds', () => {
    expect(parseKeptSelection(encoded({ staffId, customer: { ...sam, email: 'sam@example.com' }, extra: 1 }))).toEqual({
      staffId,
      customer: sam,
    });
  });
});
