import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import { tokeniseCard, type CardToTokenise } from '../provider/tokeniseCard.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { providerCall, type ProviderThunk } from './providerThunk.ts';

export type { ProviderResult, TokeniseRefusal } from './providerThunk.ts';

export interface TokeniseRequest {
  provider: CardProviderApi;
  card: CardToTokenise;
  /** How to prepare again when the provider refuses the session key. */
  prepare: PrepareRequest;
}

/**
 * Tokenises the card with the prepared session key (a refused key is prepared again, docs/product/joining.md §4).
 * Answers the card identifier authorise takes, or the provider's messages for the card form's fields. The card
 * goes to the provider only: no action or state ever holds it (providerCall).
 */
export function tokenisePreparedCard({
  provider,
  card,
  prepare,
}: TokeniseRequest): ProviderThunk<{ cardIdentifier: string }> {
  return providerCall(prepare, async (sessionKey) => {
    const outcome = await tokeniseCard(provider, sessionKey, card);
    if (outcome.kind === 'tokenised') return { kind: 'done', value: { cardIdentifier: outcome.cardIdentifier } };
    if (outcome.kind === 'sessionKeyRefused') return outcome;
    return { kind: 'refused', refusal: { message: outcome.message, fieldErrors: outcome.fieldErrors } };
  });
}
