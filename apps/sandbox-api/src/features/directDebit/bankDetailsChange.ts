import type { BankDetailsChangeBody, DirectDebitChangeResult } from '@leisure/api-contract';
import { transaction, type Database } from '../../db/database.ts';
import { ukToday, type Clock } from '../../clock.ts';
import { conflict, invalid } from '../../http/apiError.ts';
import { prettyDate } from '../../kernel/dateLabels.ts';
import { findUserById, queueEmail } from '../auth/index.ts';
import { checkBankDetails } from '../joining/index.ts';
import { firstCollectionFromNewAccount } from './collectionSchedule.ts';
import {
  amountOn,
  collection,
  collectedMemberships,
  collectionAfter,
  findInstruction,
  maskAccountNumber,
  toInstructionView,
} from './directDebitRecords.ts';
import { NO_INSTRUCTION } from './directDebitMessages.ts';

/**
 * Replaces the bank details of the member's instruction, checked exactly as joining checks them (the same
 * checkBankDetails: formats, Vocalink's modulus check, the authorisation, a billing address when the provider needs
 * one). Collections inside the notice period still come from the old account (docs/decisions/0461).
 */
export function changeBankDetails(
  db: Database,
  clock: Clock,
  userId: number,
  body: BankDetailsChangeBody,
): DirectDebitChangeResult {
  const today = ukToday(clock);
  return transaction(db, () => {
    const row = findInstruction(db, userId);
    if (!row) throw conflict(NO_INSTRUCTION);
    const instruction = toInstructionView(db, row, today);
    const { errors, details } = checkBankDetails(body, instruction.needsBillingAddress);
    if (!details) throw invalid(errors);

    db.prepare(
      `UPDATE direct_debit_instructions SET account_holder = ?, sort_code = ?, account_number = ?, updated_at = ?
       WHERE id = ?`,
    ).run(details.accountHolder, details.sortCode, details.accountNumber, clock.now().toISOString(), row.id);

    const memberships = collectedMemberships(db, userId, today);
    const after = (date: string) => collectionAfter(memberships, date)!;
    const firstDate = memberships.length > 0 ? firstCollectionFromNewAccount(today, after) : null;
    const first = firstDate === null ? null : collection(firstDate, amountOn(db, userId, memberships, firstDate));
    const user = findUserById(db, userId)!;
    const firstLine = first
      ? `The first collection from this account will be ${first.amount.formatted} on ${prettyDate(first.date)}. ` +
        'Any collection before then comes from your previous account, as already notified.'
      : 'No membership is collected by this Direct Debit at the moment.';
    queueEmail(db, clock, {
      userId,
      kind: 'direct_debit_bank_details_changed',
      to: user.email,
      subject: 'Your Direct Debit bank details have changed',
      bodyText: [
        `Hello ${user.first_name},`,
        '',
        'Your Direct Debit now collects from this account:',
        `Account holder: ${details.accountHolder}`,
        `Sort code: ${details.sortCode.replace(/(\d{2})(\d{2})(\d{2})/, '$1-$2-$3')}`,
        `Account number: ${maskAccountNumber(details.accountNumber)}`,
        '',
        firstLine,
        '',
        'Your payments are protected by the Direct Debit Guarantee.',
      ].join('\n'),
      link: null,
    });
    return { instruction: toInstructionView(db, findInstruction(db, userId)!, today), firstCollection: first };
  });
}
