import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './makeStore.ts';
import type { RootState } from './rootReducer.ts';

/** Typed hooks (Redux Toolkit's templates): use these rather than plain useDispatch and useSelector. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
