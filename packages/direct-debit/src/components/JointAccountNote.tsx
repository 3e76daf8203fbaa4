/**
 * Bacs: an online mandate needs the account holder alone to be able to authorise debits. A joint-signature account
 * needs a paper instruction, and says so before anyone ticks the authorisation.
 */
export function JointAccountNote() {
  return (
    <>
      If more than one person must sign to authorise payments from this account (a joint-signature account), you cannot
      set up this Direct Debit online: please ask at reception for a paper Direct Debit instruction.
    </>
  );
}
