import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ukToday } from '../../clock.ts';
import { GUEST_PASS_BOOK_AHEAD_DAYS, allowanceOf, bookableMonths, monthAllowance } from './guestPassAllowance.ts';
import { byVisit, guestPassesOf, toGuestPass } from './guestPassRecords.ts';
import { issueGuestPass } from './issueGuestPass.ts';
import { cancelGuestPass } from './cancelGuestPass.ts';

export const guestPassRoutes = [
  implement(contract.account.getMyGuestPasses, ({ db, clock, user }) => {
    const today = ukToday(clock);
    const allowance = allowanceOf(db, user!.id, today);
    return {
      enabled: allowance.monthlyLimit > 0,
      membershipName: allowance.membershipName,
      bookAheadDays: GUEST_PASS_BOOK_AHEAD_DAYS,
      allowances: bookableMonths(today).map((month) => monthAllowance(db, user!.id, allowance, month)),
      passes: guestPassesOf(db, user!.id)
        .map((row) => toGuestPass(row, today))
        .sort(byVisit),
    };
  }),

  implement(contract.account.issueGuestPass, ({ db, clock, user, body }) => issueGuestPass(db, clock, user!.id, body)),

  implement(contract.account.cancelGuestPass, ({ db, clock, user, params }) =>
    cancelGuestPass(db, clock, user!.id, params.id),
  ),
];
