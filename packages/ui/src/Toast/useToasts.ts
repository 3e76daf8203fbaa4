import { useCallback, useReducer, useRef } from 'react';
import { createToast, initialToastState, toastReducer, type NewToast, type ToastMessage } from './toastState.ts';

export interface ToastControls {
  toasts: readonly ToastMessage[];
  showToast: (toast: NewToast) => string;
  dismissToast: (id: string) => void;
  clearToasts: () => void;
}

/** Local toast state for a screen or test that has no store; feed `toasts` and `dismissToast` to <ToastStack>. */
export function useToasts(): ToastControls {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const nextId = useRef(0);
  const showToast = useCallback((toast: NewToast) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    dispatch({ type: 'toasts/added', toast: createToast(toast, id) });
    return id;
  }, []);
  const dismissToast = useCallback((id: string) => dispatch({ type: 'toasts/dismissed', id }), []);
  const clearToasts = useCallback(() => dispatch({ type: 'toasts/cleared' }), []);
  return { toasts: state.toasts, showToast, dismissToast, clearToasts };
}
