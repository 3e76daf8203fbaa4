import type { MembershipDetails } from '@leisure/api-contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/context.ts';
import { invalid } from '../../http/apiError.ts';
import { checkSelection, type CheckedSelection, type SelectionMode } from '../memberships/index.ts';
import { checkBankDetails, type BankDetails } from './bankDetails.ts';

export type CheckedDetails = CheckedSelection & { bank: BankDetails | null };

/**
 * The membership details to store: the selection (venue, membership, dates, promotion) and, when a new Direct Debit
 * is needed, the bank details. Every problem is answered at once in one 422.
 */
export function checkMembershipDetails(
  db: Database,
  clock: Clock,
  user: AuthUser,
  details: MembershipDetails,
  mode: SelectionMode,
): CheckedDetails {
  const checked = checkSelection(db, clock, user, details, mode);
  const errors = { ...checked.errors };
  let bank: BankDetails | null = null;
  if (checked.requiresNewMandate && checked.venue) {
    const bankCheck = checkBankDetails(details, checked.venue.ddProviderNeedsBillingAddress);
    Object.assign(errors, bankCheck.errors);
    bank = bankCheck.details;
  }
  if (Object.keys(errors).length > 0 || !checked.selection) throw invalid(errors);
  return { ...checked.selection, bank };
}
