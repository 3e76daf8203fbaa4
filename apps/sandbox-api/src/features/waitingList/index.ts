import type { SandboxFeature } from '../feature.ts';
import { onPlacesFreed } from '../../kernel/placesFreed.ts';
import { promoteWaitingLists } from './promotion.ts';
import { waitingListRoutes } from './waitingListRoutes.ts';

// A cancelled booking or a released hold gives its place to the first in line, in the same transaction.
onPlacesFreed(promoteWaitingLists);

/** The waiting lists of full sessions (docs/decisions/0311-waiting-list.md). */
export const waitingListFeature: SandboxFeature = { name: 'waitingList', routes: waitingListRoutes };

// For session pages and timetables (`waitingList` on a session): how many wait, and where the viewer is.
export { waitingListSummaries } from './waitingListView.ts';
export { promoteWaitingList } from './promotion.ts';
