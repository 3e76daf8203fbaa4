import { describe, expect, it } from 'vitest';
import { isScrolledToEnd, READ_TOLERANCE_PX } from '@leisure/form-kit';

describe('isScrolledToEnd', () => {
  it('counts 10 px from the bottom as read (docs/product/joining.md §9)', () => {
    expect(READ_TOLERANCE_PX).toBe(10);
    expect(isScrolledToEnd({ scrollTop: 689, scrollHeight: 1000, clientHeight: 300 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 690, scrollHeight: 1000, clientHeight: 300 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 700, scrollHeight: 1000, clientHeight: 300 })).toBe(true);
  });

  it('content that needs no scrolling is read at once', () => {
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 308, clientHeight: 300 })).toBe(true);
  });
});
