import type { SandboxFeature } from '../feature.ts';
import { onPlacesFreed } from '../../kernel/placesFreed.ts';
import { promoteWaitingLists } from './promotion.ts';
import { waitingListRoutes } from './waitingListRoutes.ts';

// A cancelled booking or a released hold gives its place to the first in line, in the same transaction.
onPlacesFreed(promoteWaitingLists);

/** The waiting lists of full sessions (docs/decisions/0311-waiting-list.md). */
export const waitingListFeature: SandboxFeature = { name: 'waitingList', routes: waitingListRoutes };

// Session pages and timetables show `waitingList` with kernel/waitingListSummaries.ts (activities cannot import this).
