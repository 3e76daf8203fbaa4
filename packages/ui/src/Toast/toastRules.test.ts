import { describe, expect, it } from 'vitest';
import { autoCloseDelay, politenessOf, shouldAutoClose } from './toastRules.ts';

describe('shouldAutoClose (docs/product/platform.md §4)', () => {
  it.each([5000, 10000, 1])('closes after %j ms', (closeAfter) => {
    expect(shouldAutoClose(closeAfter)).toBe(true);
  });

  it.each([0, 1.5, 5000.1, Number.NaN, Number.POSITIVE_INFINITY, '5000', null, undefined, -5000])(
    'stays open for %j',
    (closeAfter) => {
      expect(shouldAutoClose(closeAfter)).toBe(false);
    },
  );
});

describe('autoCloseDelay', () => {
  it('passes ordinary delays through and caps those setTimeout would fire at once', () => {
    expect(autoCloseDelay(5000)).toBe(5000);
    expect(autoCloseDelay(2 ** 40)).toBe(2 ** 31 - 1);
  });
});

describe('politenessOf', () => {
  it('interrupts for danger only', () => {
    expect(politenessOf('danger')).toBe('assertive');
    expect(politenessOf('success')).toBe('polite');
    expect(politenessOf('neutral')).toBe('polite');
    expect(politenessOf('warning')).toBe('polite');
  });
});
