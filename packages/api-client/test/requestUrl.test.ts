import { describe, expect, it } from 'vitest';
import { apiPathOf, requestUrl } from '../src/requestUrl.ts';

describe('requestUrl', () => {
  it('joins the path below the base, one slash between', () => {
    expect(requestUrl('http://api.test/api/', '/venues')).toBe('http://api.test/api/venues');
    expect(requestUrl('http://api.test/api', 'venues')).toBe('http://api.test/api/venues');
    expect(requestUrl('', '/venues')).toBe('/venues');
  });

  it('lets an absolute URL stand alone', () => {
    expect(requestUrl('http://api.test/api', 'https://geo.test/places.json')).toBe('https://geo.test/places.json');
  });

  it('sends scalars as text, a list as repeated key[], and leaves out null and undefined', () => {
    const url = requestUrl('http://api.test', '/x', {
      venue: 'east gate',
      page: 2,
      open: false,
      types: ['place', 'postcode'],
      missing: undefined,
      none: null,
    });
    expect(url).toBe('http://api.test/x?venue=east+gate&page=2&open=false&types%5B%5D=place&types%5B%5D=postcode');
  });

  it('appends to a query already in the path', () => {
    expect(requestUrl('http://api.test', '/x?a=1', { b: 2 })).toBe('http://api.test/x?a=1&b=2');
  });
});

describe('apiPathOf', () => {
  it('gives the path below the base, without the query', () => {
    expect(apiPathOf('http://api.test/api', 'http://api.test/api/auth/customer/login?x=1')).toBe(
      '/auth/customer/login',
    );
    expect(apiPathOf('/api', '/api/cart')).toBe('/cart');
    expect(apiPathOf('http://api.test/api', 'http://other.test/elsewhere')).toBe('/elsewhere');
  });
});
