/** Bacs's notice period for a change of amount, date or frequency, as the operator's Direct Debit terms give it. */
export const ADVANCE_NOTICE_WORKING_DAYS = 10;

export interface GuaranteeWording {
  offered: string;
  advanceNotice: string;
  refund: string;
  /** Bacs nests this under the refund point. */
  repayment: string;
  cancellation: string;
}

/**
 * The Direct Debit Guarantee in Bacs's standard wording, with the operator's name where Bacs puts the originator's.
 * Bacs requires it word for word: change nothing but the name and the notice period.
 */
export function directDebitGuarantee(operatorName: string): GuaranteeWording {
  return {
    offered:
      'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
    advanceNotice:
      `If there are any changes to the amount, date or frequency of your Direct Debit ${operatorName} will notify ` +
      `you ${ADVANCE_NOTICE_WORKING_DAYS} working days in advance of your account being debited or as otherwise ` +
      `agreed. If you request ${operatorName} to collect a payment, confirmation of the amount and date will be ` +
      'given to you at the time of the request.',
    refund:
      `If an error is made in the payment of your Direct Debit, by ${operatorName} or your bank or building ` +
      'society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
    repayment: `If you receive a refund you are not entitled to, you must pay it back when ${operatorName} asks you to.`,
    cancellation:
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written ' +
      'confirmation may be required. Please also notify us.',
  };
}

/** "01632 960 123" → "tel:01632960123": a phone link without the spaces and brackets people write. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
