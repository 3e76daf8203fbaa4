import type { SavedCard } from '@leisure/api-contract/browser';
import type { CardProviderApi } from './cardProviderTypes.ts';

export type ActivationOutcome =
  | { kind: 'activated' }
  /** The merchant session key is dead (401): prepare again and retry. */
  | { kind: 'sessionKeyRefused'; message: string }
  /** The code is not right for the card, or the card is gone: said on the security code field. */
  | { kind: 'invalid'; message: string };

const FALLBACK_MESSAGE = 'Something has gone wrong, please try again.';

/**
 * Gives the saved card's security code to the provider for this session key (Opayo Pi's reusable-card activation):
 * the code goes to the provider only, and authorise then pays with the saved card's id.
 */
export async function activateSavedCard(
  provider: CardProviderApi,
  sessionKey: string,
  savedCard: Pick<SavedCard, 'externalIdentifier'>,
  securityCode: string,
): Promise<ActivationOutcome> {
  const answer = await provider.activateSavedCard({
    sessionKey,
    cardIdentifier: savedCard.externalIdentifier,
    securityCode: securityCode.trim(),
  });
  if ('activated' in answer) return { kind: 'activated' };
  const message = answer.errors[0]?.message ?? FALLBACK_MESSAGE;
  if (answer.status === 401) return { kind: 'sessionKeyRefused', message };
  return { kind: 'invalid', message };
}
