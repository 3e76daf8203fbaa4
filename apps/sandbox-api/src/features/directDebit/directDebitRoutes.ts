import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ukToday } from '../../clock.ts';
import { findInstruction, toInstructionView } from './directDebitRecords.ts';
import { changeBillingDay, quoteBillingDayChange } from './billingDayChange.ts';
import { changeBankDetails } from './bankDetailsChange.ts';

const { directDebit } = contract;

export const directDebitRoutes = [
  implement(directDebit.getMyDirectDebit, ({ db, clock, user }) => {
    const row = findInstruction(db, user!.id);
    return { instruction: row ? toInstructionView(db, row, ukToday(clock)) : null };
  }),

  implement(directDebit.quoteMyBillingDayChange, ({ db, clock, user, query }) =>
    quoteBillingDayChange(db, clock, user!.id, query.billingDay),
  ),

  implement(directDebit.changeMyBillingDay, ({ db, clock, user, body }) =>
    changeBillingDay(db, clock, user!.id, body.billingDay),
  ),

  implement(directDebit.changeMyBankDetails, ({ db, clock, user, body }) =>
    changeBankDetails(db, clock, user!.id, body),
  ),
];
