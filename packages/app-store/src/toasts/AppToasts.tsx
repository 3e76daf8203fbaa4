import { ToastStack } from '@leisure/ui';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { dismissToast, selectToasts } from './toastsSlice.ts';

/** The store's toasts on screen. Render it once per app, beside the routes. */
export function AppToasts() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return <ToastStack toasts={toasts} onDismiss={(id) => dispatch(dismissToast(id))} />;
}
