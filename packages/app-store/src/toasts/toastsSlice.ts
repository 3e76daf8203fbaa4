import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  addToast,
  createToast,
  dismissToast as withoutToast,
  initialToastState,
  type NewToast,
  type ToastMessage,
  type ToastState,
} from '@leisure/ui';

/** An action from a package that cannot import this store (auth's thunks) asking for a toast. */
interface ToastCarrier extends UnknownAction {
  meta: { toast: NewToast; requestId?: string; toastId?: string };
}

/**
 * Any action whose `meta.toast` holds a toast, with an id to give it: `meta.requestId` (every thunk action has one)
 * or `meta.toastId`. Reducers must not make up ids, so an action without either is not shown.
 */
function carriesToast(action: UnknownAction): action is ToastCarrier {
  const meta = (action as { meta?: { toast?: { content?: unknown }; requestId?: unknown; toastId?: unknown } }).meta;
  return (
    typeof meta?.toast?.content === 'string' && (typeof meta.requestId === 'string' || typeof meta.toastId === 'string')
  );
}

/**
 * The app's toast stack (docs/product/platform.md §4, §8) on ui's pure rules: the same message replaces rather than stacks, at most
 * five show, closeAfter 5000 ms by default. Show one with `showToast({ content, type, closeAfter })`.
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastState as ToastState,
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<ToastMessage>) => addToast(state, action.payload),
      prepare: (toast: NewToast) => ({ payload: createToast(toast, nanoid()) }),
    },
    dismissToast: (state, action: PayloadAction<string>) => withoutToast(state, action.payload),
    clearToasts: () => initialToastState,
  },
  extraReducers: (builder) => {
    builder.addMatcher(carriesToast, (state, action) =>
      addToast(state, createToast(action.meta.toast, action.meta.toastId ?? `${action.type}:${action.meta.requestId}`)),
    );
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

export const { showToast, dismissToast, clearToasts } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
