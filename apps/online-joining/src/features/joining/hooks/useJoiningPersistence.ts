import { useEffect, useEffectEvent, useRef } from 'react';
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

/** This tab's sessionStorage, or none where reading it throws (blocked in another site's frame: decision 0640). */
function tabStorage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Nothing chosen yet in memory: the page has just loaded, so what the tab saved is the journey. */
const isFresh = (joining: JoiningState) => joining.centreSlug === null && joining.completed.length === 0;

/**
 * A refresh keeps the journey (issue 4): the selection is saved in this tab's sessionStorage, never the bank
 * details. In kiosk mode nothing personal is kept, so nothing is saved and anything saved is removed. Storage is only
 * read back into an empty journey: coming back from checkout (Back) finds the journey still in memory, bank details
 * and ticks included, and keeps it (docs/decisions/0910, issue 23).
 */
export function useJoiningPersistence(): void {
  const dispatch = useAppDispatch();
  const kiosk = useAppSelector(selectKiosk);
  const joining = useAppSelector(selectJoining);
  const restored = useRef(false);

  const readBack = useEffectEvent(() => {
    const storage = tabStorage();
    if (!storage) return;
    if (kiosk) return storage.removeItem(STORAGE_KEY);
    if (!isFresh(joining)) return;
    const saved = readSaved(storage);
    if (saved) dispatch(joiningRestored(saved));
  });

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    readBack();
  }, []);

  useEffect(() => {
    if (!restored.current || kiosk) return;
    const { bankDetails: _bankDetails, ...kept } = joining;
    tabStorage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  }, [joining, kiosk]);
}

export const joiningStorageKey = STORAGE_KEY;
