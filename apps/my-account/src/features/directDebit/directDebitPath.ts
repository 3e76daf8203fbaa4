/** Where the Direct Debit page lives (docs/decisions/0462): under Payments, linked from Memberships too. */
export const directDebitPath = '/payments/direct-debit';
