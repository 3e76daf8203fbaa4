import type { SavedCard } from '@leisure/api-contract/browser';
import { activateSavedCard } from '../provider/activateSavedCard.ts';
import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { providerCall, type ProviderThunk } from './providerThunk.ts';

export interface SavedCardActivationRequest {
  provider: CardProviderApi;
  savedCard: Pick<SavedCard, 'externalIdentifier'>;
  securityCode: string;
  /** How to prepare again when the provider refuses the session key. */
  prepare: PrepareRequest;
}

/**
 * Gives the saved card's security code to the provider for the prepared session key (a refused key is prepared
 * again). Done once authorise may pay with the saved card; refused with the message for the security code, which
 * no action or state ever holds (providerCall).
 */
export function activatePreparedSavedCard({
  provider,
  savedCard,
  securityCode,
  prepare,
}: SavedCardActivationRequest): ProviderThunk<{ activated: true }> {
  return providerCall(prepare, async (sessionKey) => {
    const outcome = await activateSavedCard(provider, sessionKey, savedCard, securityCode);
    if (outcome.kind === 'activated') return { kind: 'done', value: { activated: true } };
    if (outcome.kind === 'sessionKeyRefused') return outcome;
    return { kind: 'refused', refusal: { message: outcome.message, fieldErrors: { securityCode: outcome.message } } };
  });
}
