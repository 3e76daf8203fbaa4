export { makeStore, type AppDispatch, type AppStore, type MakeStoreOptions } from './store/makeStore.ts';
export { rootReducer, type LazyLoadedSlices, type RootState } from './store/rootReducer.ts';
export { createAppEnvironment } from './store/appEnvironment.ts';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks.ts';

export { clearToasts, dismissToast, selectToasts, showToast, toastsSlice } from './toasts/toastsSlice.ts';
export { AppToasts } from './toasts/AppToasts.tsx';

export {
  selectKiosk,
  selectSessionFlags,
  sessionFlagsAtStart,
  sessionFlagsChanged,
  sessionFlagsFromUrl,
  sessionSlice,
} from './session/sessionSlice.ts';
export {
  defaultSessionFlags,
  sessionFlagsFromQuery,
  sessionFlagsQuery,
  type SessionFlags,
} from './session/sessionFlags.ts';
export { useSessionFlagsFromUrl } from './session/useSessionFlagsFromUrl.ts';
