import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultSessionFlags, sessionFlagsFromQuery, type SessionFlags } from './sessionFlags.ts';

/**
 * Kiosk, embedded and centre (docs/product/modes.md D16), read from the URL the app opened with. They stick for the life of
 * the page, because in-app links do not repeat them; a later URL that sets one changes it.
 */
function merge(state: SessionFlags, changes: Partial<SessionFlags>): SessionFlags {
  const changed = (Object.keys(changes) as (keyof SessionFlags)[]).some((key) => changes[key] !== state[key]);
  return changed ? { ...state, ...changes } : state;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: defaultSessionFlags,
  reducers: {
    sessionFlagsChanged: (state, action: PayloadAction<Partial<SessionFlags>>) => merge(state, action.payload),
    /** The flags a URL's query sets (e.g. on navigation); the others are kept. */
    sessionFlagsFromUrl: {
      reducer: (state, action: PayloadAction<Partial<SessionFlags>>) => merge(state, action.payload),
      prepare: (search: string) => ({ payload: sessionFlagsFromQuery(search) }),
    },
  },
  selectors: {
    selectSessionFlags: (state) => state,
    selectKiosk: (state) => state.kiosk,
  },
});

export const { sessionFlagsChanged, sessionFlagsFromUrl } = sessionSlice.actions;
export const { selectSessionFlags, selectKiosk } = sessionSlice.selectors;

/** The flags at page load. */
export const sessionFlagsAtStart = (search: string): SessionFlags => ({
  ...defaultSessionFlags,
  ...sessionFlagsFromQuery(search),
});
