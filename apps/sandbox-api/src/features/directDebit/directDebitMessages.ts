/** The refusal for a customer without a Direct Debit instruction. */
export const NO_INSTRUCTION = 'You do not have a Direct Debit. One is set up when you join a membership paid monthly.';
