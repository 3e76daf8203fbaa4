import { useDispatch, useSelector } from 'react-redux';
import type { AuthDispatch, AuthRootState } from '../state/authStore.ts';

/** Typed for the auth package's own components; an app's useAppDispatch/useAppSelector are supersets of these. */
export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
export const useAuthSelector = useSelector.withTypes<AuthRootState>();
