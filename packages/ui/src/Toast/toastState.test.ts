import { describe, expect, it } from 'vitest';
import {
  addToast,
  createToast,
  dismissToast,
  initialToastState,
  MAX_VISIBLE_TOASTS,
  toastReducer,
  type ToastState,
} from './toastState.ts';

describe('createToast', () => {
  it('defaults to a neutral toast that closes after 5 s', () => {
    expect(createToast({ content: 'Saved' }, 'a')).toEqual({
      id: 'a',
      type: 'neutral',
      content: 'Saved',
      closeAfter: 5000,
    });
  });

  it('keeps an explicit closeAfter, including 0 and null', () => {
    expect(createToast({ content: 'x', closeAfter: 10000 }, 'a').closeAfter).toBe(10000);
    expect(createToast({ content: 'x', closeAfter: 0 }, 'a').closeAfter).toBe(0);
    expect(createToast({ content: 'x', closeAfter: null }, 'a').closeAfter).toBeNull();
  });
});

describe('toast state', () => {
  const added = (state: ToastState, id: string, content = id) =>
    toastReducer(state, { type: 'toasts/added', toast: createToast({ content, type: 'success' }, id) });

  it('adds in order and dismisses by id', () => {
    let state = added(added(initialToastState, 'a'), 'b');
    expect(state.toasts.map((toast) => toast.id)).toEqual(['a', 'b']);
    state = toastReducer(state, { type: 'toasts/dismissed', id: 'a' });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b']);
  });

  it('replaces the same message instead of stacking it', () => {
    const state = added(added(added(initialToastState, 'a', 'Basket updated'), 'b', 'Other'), 'c', 'Basket updated');
    expect(state.toasts.map((toast) => toast.id)).toEqual(['b', 'c']);
  });

  it(`keeps only the newest ${MAX_VISIBLE_TOASTS}`, () => {
    let state = initialToastState;
    for (let index = 1; index <= MAX_VISIBLE_TOASTS + 2; index += 1) state = added(state, `t${index}`);
    expect(state.toasts).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(state.toasts[0]?.id).toBe('t3');
  });

  it('returns the same state when dismissing an unknown id, and clears everything', () => {
    const state = added(initialToastState, 'a');
    expect(dismissToast(state, 'missing')).toBe(state);
    expect(toastReducer(state, { type: 'toasts/cleared' }).toasts).toEqual([]);
  });

  it('does not change the state it is given', () => {
    const state = added(initialToastState, 'a');
    const snapshot = structuredClone(state);
    addToast(state, createToast({ content: 'b' }, 'b'));
    dismissToast(state, 'a');
    expect(state).toEqual(snapshot);
  });
});
