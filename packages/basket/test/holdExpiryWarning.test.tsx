import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHoldTime, HOLD_WARNING_BEFORE_MS, useHoldExpiryWarning } from '../src/index.ts';

const now = new Date('2026-11-25T10:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the hold-expiry warning (docs/product/bookings.md D23)', () => {
  it('comes two minutes before the first hold ends, and the basket reloads when it has ended', () => {
    const onExpired = vi.fn();
    const { result } = renderHook(() => useHoldExpiryWarning(inMinutes(15), onExpired));
    expect(HOLD_WARNING_BEFORE_MS).toBe(120_000);

    act(() => vi.advanceTimersByTime(13 * 60_000 - 1));
    expect(result.current.warning).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.warning).toBe(true);
    expect(onExpired).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('starts again when the holds are extended, and a dismissed warning stays away for that hold only', () => {
    const { result, rerender } = renderHook(({ expiresAt }) => useHoldExpiryWarning(expiresAt, () => {}), {
      initialProps: { expiresAt: inMinutes(1) as string | null },
    });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.warning, 'already within two minutes').toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.warning).toBe(false);

    rerender({ expiresAt: inMinutes(16) });
    act(() => vi.advanceTimersByTime(13 * 60_000));
    expect(result.current.warning).toBe(false);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.warning).toBe(true);

    rerender({ expiresAt: null });
    expect(result.current.warning, 'an empty basket holds nothing').toBe(false);
  });

  it('says the hold time as a UK clock time', () => {
    expect(formatHoldTime('2026-11-25T10:42:00Z')).toBe('10:42');
    expect(formatHoldTime('2026-07-01T09:15:00Z')).toBe('10:15');
  });
});
