/**
 * How the sandbox bank decides, like Opayo's sandbox (decision 0501): by the cardholder name, then the card.
 * CHALLENGE and NOTAUTH go through 3-D Secure (NOTAUTH fails it), REJECT is refused, a declined test card is
 * declined, and any other name is authorised without a challenge.
 */
export type TestOutcome =
  | { status: 'authorised' }
  | { status: 'sca_required'; challenge: 'CHALLENGE' | 'NOTAUTH' }
  | { status: 'failed'; message: string };

export const REJECTED_MESSAGE = 'The card was rejected.';
export const DECLINED_MESSAGE = 'Card declined';

export function testOutcome(cardholderName: string, declinedCard: boolean): TestOutcome {
  const name = cardholderName.trim().toUpperCase();
  if (name === 'REJECT') return { status: 'failed', message: REJECTED_MESSAGE };
  if (declinedCard) return { status: 'failed', message: DECLINED_MESSAGE };
  if (name === 'CHALLENGE' || name === 'NOTAUTH') return { status: 'sca_required', challenge: name };
  return { status: 'authorised' };
}
