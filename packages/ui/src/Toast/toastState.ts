import { TOAST_CLOSE_AFTER_MS, type ToastType } from './toastRules.ts';

export interface ToastMessage {
  readonly id: string;
  readonly type: ToastType;
  readonly content: string;
  /** Milliseconds before it closes itself; 0, null or a non-integer keeps it until dismissed. */
  readonly closeAfter: number | null;
  /** Server validation messages listed under the content. */
  readonly validationMessages?: readonly string[];
}

/** What a caller says; the id comes from whoever owns the state (a Redux prepare callback, a counter). */
export interface NewToast {
  readonly content: string;
  readonly type?: ToastType;
  /** Defaults to 5000 ms when left out. */
  readonly closeAfter?: number | null;
  readonly validationMessages?: readonly string[];
}

export interface ToastState {
  readonly toasts: readonly ToastMessage[];
}

/** More than this at once is noise; the oldest go first. */
export const MAX_VISIBLE_TOASTS = 5;

export const initialToastState: ToastState = { toasts: [] };

export function createToast(input: NewToast, id: string): ToastMessage {
  return {
    id,
    type: input.type ?? 'neutral',
    content: input.content,
    closeAfter: input.closeAfter === undefined ? TOAST_CLOSE_AFTER_MS : input.closeAfter,
    ...(input.validationMessages?.length ? { validationMessages: [...input.validationMessages] } : {}),
  };
}

/**
 * Adds a toast at the end. The same message already showing is replaced rather than stacked (a repeated failure
 * restarts its timer and is announced again), and only the newest MAX_VISIBLE_TOASTS are kept.
 */
export function addToast(state: ToastState, toast: ToastMessage): ToastState {
  const others = state.toasts.filter((shown) => !(shown.type === toast.type && shown.content === toast.content));
  return { toasts: [...others, toast].slice(-MAX_VISIBLE_TOASTS) };
}

export function dismissToast(state: ToastState, id: string): ToastState {
  const toasts = state.toasts.filter((toast) => toast.id !== id);
  return toasts.length === state.toasts.length ? state : { toasts };
}

export type ToastAction =
  | { readonly type: 'toasts/added'; readonly toast: ToastMessage }
  | { readonly type: 'toasts/dismissed'; readonly id: string }
  | { readonly type: 'toasts/cleared' };

/** The same rules as a reducer, for useReducer or a Redux slice's extraReducers. */
export function toastReducer(state: ToastState = initialToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'toasts/added':
      return addToast(state, action.toast);
    case 'toasts/dismissed':
      return dismissToast(state, action.id);
    case 'toasts/cleared':
      return initialToastState;
    default:
      return state;
  }
}
