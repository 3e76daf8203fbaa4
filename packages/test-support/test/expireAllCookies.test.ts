import { afterEach, describe, expect, it } from 'vitest';
import { expireAllCookies } from '../src/index.ts';

// The page is http://bookings.leisure.localhost/ (vitest.config.ts): a sub-domain of the shared parent domain.
describe('expireAllCookies', () => {
  afterEach(() => expireAllCookies(document));

  it('expires host-only cookies and those set on the parent domain', () => {
    document.cookie = 'hostOnly=1; path=/';
    document.cookie = 'token=abc; path=/; domain=leisure.localhost';
    document.cookie = 'preferences=dark; path=/; domain=.leisure.localhost';
    expect(document.cookie.split('; ').sort()).toEqual(['hostOnly=1', 'preferences=dark', 'token=abc']);

    expireAllCookies(document);

    expect(document.cookie).toBe('');
  });

  it('leaves a page without cookies as it was', () => {
    expireAllCookies(document);
    expect(document.cookie).toBe('');
  });
});
