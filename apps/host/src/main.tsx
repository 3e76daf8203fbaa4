import { reloadOnStaleChunk } from './reloadOnStaleChunk.ts';
import { startAfterFirstPaint } from './startAfterFirstPaint.ts';

// The entry is this small on purpose: the app's code (startHost and the front end it loads, preloaded by each
// sub-domain's page) is evaluated only after the page as sent has been painted (docs/decisions/0905).
startAfterFirstPaint(() => import('./startHost.tsx').then(({ startHost }) => startHost()));

// A deploy that replaced this tab's chunks reloads the page rather than failing (docs/decisions/0037).
reloadOnStaleChunk();
