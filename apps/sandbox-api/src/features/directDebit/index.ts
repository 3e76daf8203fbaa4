import type { SandboxFeature } from '../feature.ts';
import { directDebitRoutes } from './directDebitRoutes.ts';
import { seedDirectDebits } from './seedDirectDebits.ts';

/** Changing the member's Direct Debit from the account: bank details and billing day (docs/decisions/0460-0462). */
export const directDebitFeature: SandboxFeature = {
  name: 'directDebit',
  routes: directDebitRoutes,
  seed: seedDirectDebits,
};
