import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import { tokeniseCard, type CardToTokenise } from '../provider/tokeniseCard.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { withPreparedKey, type KeyedOutcome } from './preparedSession.ts';
import { createProviderThunk, providerToast, refusalOf, type TokeniseRefusal } from './providerThunk.ts';

export type { TokeniseRefusal } from './providerThunk.ts';

export interface TokeniseRequest {
  provider: CardProviderApi;
  card: CardToTokenise;
  /** How to prepare again when the provider refuses the session key. */
  prepare: PrepareRequest;
}

/**
 * Tokenises the card with the prepared session key (a refused key is prepared again, docs/product/joining.md §4). Resolves with the
 * card identifier authorise takes; rejects with the provider's messages for the card form's fields.
 */
export const tokenisePreparedCard = createProviderThunk<{ cardIdentifier: string }, TokeniseRequest>(
  'onlinePayment/tokenise',
  async ({ provider, card, prepare }, thunk) => {
    const result = await withPreparedKey(
      thunk,
      prepare,
      async (sessionKey): Promise<KeyedOutcome<{ cardIdentifier: string }, TokeniseRefusal>> => {
        const outcome = await tokeniseCard(provider, sessionKey, card);
        if (outcome.kind === 'tokenised') return { kind: 'done', value: { cardIdentifier: outcome.cardIdentifier } };
        if (outcome.kind === 'sessionKeyRefused') return outcome;
        return { kind: 'refused', refusal: { message: outcome.message, fieldErrors: outcome.fieldErrors } };
      },
    );
    if (result.kind === 'done') return result.value;
    const refusal = refusalOf(result);
    return thunk.rejectWithValue(refusal, providerToast(refusal.message));
  },
);
