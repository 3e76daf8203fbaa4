import { describe, expect, it } from 'vitest';
import { contract, type AddressList } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox();

const find = (postcode: string) =>
  api.call<{ data: AddressList; errors?: Record<string, string[]> }>(contract.addresses.findAddresses, {
    query: { postcode },
  });

// docs/decisions/0022-postcode-address-finder.md
describe('GET /addresses?postcode (the postcode address finder)', () => {
  it.each([
    // typed, read as, how many, the first address
    ['LS1 4AP', 'LS1 4AP', 12, { addressLine1: 'Flat 1, Albion House', addressLine2: '20 Albion Street' }],
    ['ls14ap', 'LS1 4AP', 12, { addressLine1: 'Flat 1, Albion House', town: 'Leeds' }],
    ['  ls1   4lw ', 'LS1 4LW', 30, { addressLine1: '1 Canal Street', addressLine2: null, town: 'Leeds' }],
    ['LS11 5PW', 'LS11 5PW', 24, { addressLine1: '1 Canal Wharf', town: 'Leeds' }],
    ['sw1a1aa', 'SW1A 1AA', 3, { addressLine1: '1 The Mall', town: 'London' }],
  ])('a demo postcode, typed %j, reads as %s and answers its %i addresses', async (typed, postcode, count, first) => {
    const result = await find(typed);
    expect(result.status).toBe(200);
    expect(result.json.data.postcode).toBe(postcode);
    expect(result.json.data.addresses).toHaveLength(count);
    expect(result.json.data.addresses[0]).toMatchObject({ ...first, postcode });
    expect(result.json.data.addresses.every((address) => address.postcode === postcode)).toBe(true);
  });

  it.each([
    ['M1 1AE', 'Manchester'],
    ['BS1 4DJ', 'Bristol'],
    ['SE1 7PB', 'London'],
  ])(
    'any postcode of a known district (%s) gets 8 to 30 numbered addresses in %s, the same every time',
    async (typed, town) => {
      const first = await find(typed);
      expect(first.status).toBe(200);
      const { addresses } = first.json.data;
      expect(addresses.length).toBeGreaterThanOrEqual(8);
      expect(addresses.length).toBeLessThanOrEqual(30);
      expect(addresses.map((address) => address.town)).toEqual(addresses.map(() => town));
      // In delivery order: 1, 2, 3… on one street.
      const street = addresses[0]!.addressLine1.replace(/^1 /, '');
      expect(addresses.map((address) => address.addressLine1)).toEqual(
        addresses.map((_, index) => `${index + 1} ${street}`),
      );
      expect(new Set(addresses.map((address) => address.id)).size).toBe(addresses.length);
      expect((await find(typed.toLowerCase())).json.data).toEqual(first.json.data);
    },
  );

  it('a real postcode in a district the finder has nothing for answers an empty list, not an error', async () => {
    const result = await find('bx1 1lt');
    expect(result.status).toBe(200);
    expect(result.json.data).toEqual({ postcode: 'BX1 1LT', addresses: [] });
  });

  it.each([
    ['', 'Enter a postcode, like LS1 4AP'],
    ['   ', 'Enter a postcode, like LS1 4AP'],
    ['LS1', 'Enter the whole postcode, like LS1 4AP'],
    ['LS1 4A', 'Enter a real postcode, like LS1 4AP'],
    ['12345', 'Enter a real postcode, like LS1 4AP'],
    ['<script>', 'Enter a real postcode, like LS1 4AP'],
    ['LS1 4AP LS1 4AP LS1 4AP', 'Enter a real postcode, like LS1 4AP'],
  ])('%j is refused with 422 on postcode: %s', async (typed, message) => {
    const result = await find(typed);
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({ postcode: [message] });
  });

  it('is public: no log-in needed, and the answer says nothing about anyone', async () => {
    const result = await find('LS1 4LW');
    expect(result.status).toBe(200);
    expect(Object.keys(result.json.data.addresses[0]!).sort()).toEqual([
      'addressLine1',
      'addressLine2',
      'id',
      'postcode',
      'town',
    ]);
  });
});
