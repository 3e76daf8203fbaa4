import { useEffect, useRef } from 'react';
import { selectKiosk, useAppDispatch, useAppSelector } from '@leisure/app-store';
import { initialJoiningState, joiningRestored, selectJoining, type JoiningState } from '../state/joiningSlice.ts';

const STORAGE_KEY = 'leisure.onlineJoining.v1';

/** Read back what was saved, dropping anything that does not look like this version's state. */
function readSaved(storage: Storage): JoiningState | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<JoiningState> | null;
    if (!saved || typeof saved !== 'object' || !Array.isArray(saved.completed)) return null;
    // Bank details are never saved, so the sections that hold them must be done again.
    const completed = saved.completed.filter((id) => id !== 'bankDetails' && id !== 'confirm');
    return { ...initialJoiningState, ...saved, completed, bankDetails: null };
  } catch {
    return null;
  }
}

/**
 * A refresh keeps the journey (issue 4): the selection is saved in this tab's sessionStorage, never the bank
 * details. In kiosk mode nothing personal is kept, so nothing is saved and anything saved is removed.
 */
export function useJoiningPersistence(): void {
  const dispatch = useAppDispatch();
  const kiosk = useAppSelector(selectKiosk);
  const joining = useAppSelector(selectJoining);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (kiosk) return sessionStorage.removeItem(STORAGE_KEY);
    const saved = readSaved(sessionStorage);
    if (saved) dispatch(joiningRestored(saved));
  }, [dispatch, kiosk]);

  useEffect(() => {
    if (!restored.current || kiosk) return;
    const { bankDetails: _bankDetails, ...kept } = joining;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  }, [joining, kiosk]);
}

export const joiningStorageKey = STORAGE_KEY;
