import type { SandboxFeature } from '../feature.ts';
import { directDebitRoutes } from './directDebitRoutes.ts';
import { seedDirectDebits } from './seedDirectDebits.ts';

/** Changing the member's Direct Debit from the account: bank details and billing day (docs/decisions/0460-0462). */
export const directDebitFeature: SandboxFeature = {
  name: 'directDebit',
  routes: directDebitRoutes,
  seed: seedDirectDebits,
};

// Working days for other features' Direct Debit dates (a collection's clearing, say), and the Bacs schedule rules
// lessons collect on (docs/decisions/0592).
export {
  addWorkingDays,
  ADVANCE_NOTICE_WORKING_DAYS,
  firstOnDayFrom,
  noticeEndsOn,
  proRata,
} from './collectionSchedule.ts';
export { findInstruction } from './directDebitRecords.ts';
