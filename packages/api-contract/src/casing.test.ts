import { describe, expect, it } from 'vitest';
import { camelizeKeys, decamelizeKeys } from './casing.ts';

describe('casing between the wire and the code', () => {
  it('converts nested objects and arrays both ways', () => {
    const wire = {
      account_details: { sort_code: '309430', billing_address_line_one: '1 High St' },
      items: [{ cart_item_id: 1 }],
    };
    const code = camelizeKeys(wire);
    expect(code).toEqual({
      accountDetails: { sortCode: '309430', billingAddressLineOne: '1 High St' },
      items: [{ cartItemId: 1 }],
    });
    expect(decamelizeKeys(code)).toEqual(wire);
  });

  it('keeps underscore-prefixed and numeric keys, and leaves values alone', () => {
    expect(camelizeKeys({ data_fields: { _checksum: 'abc', first_name: 'a_b' }, '12': 'x' })).toEqual({
      dataFields: { _checksum: 'abc', firstName: 'a_b' },
      '12': 'x',
    });
    expect(decamelizeKeys({ dataFields: { _checksum: 'abc' } })).toEqual({ data_fields: { _checksum: 'abc' } });
  });

  it('drops __proto__ keys from hostile JSON instead of setting a prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"is_admin": true}, "name": "x"}');
    const result = camelizeKeys<Record<string, unknown>>(hostile);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(result).toEqual({ name: 'x' });
  });

  it('does not walk into non-plain objects', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(camelizeKeys({ created_at: when })).toEqual({ createdAt: when });
  });
});
