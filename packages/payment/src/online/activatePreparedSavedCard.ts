import type { SavedCard } from '@leisure/api-contract/browser';
import { activateSavedCard } from '../provider/activateSavedCard.ts';
import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import type { PrepareRequest } from './paymentRequests.ts';
import { withPreparedKey, type KeyedOutcome } from './preparedSession.ts';
import { createProviderThunk, providerToast, refusalOf, type TokeniseRefusal } from './providerThunk.ts';

export interface SavedCardActivationRequest {
  provider: CardProviderApi;
  savedCard: Pick<SavedCard, 'externalIdentifier'>;
  securityCode: string;
  /** How to prepare again when the provider refuses the session key. */
  prepare: PrepareRequest;
}

/**
 * Gives the saved card's security code to the provider for the prepared session key (a refused key is prepared
 * again). Resolves once authorise may pay with the saved card; rejects with the message for the security code.
 */
export const activatePreparedSavedCard = createProviderThunk<{ activated: true }, SavedCardActivationRequest>(
  'onlinePayment/activateSavedCard',
  async ({ provider, savedCard, securityCode, prepare }, thunk) => {
    const result = await withPreparedKey(
      thunk,
      prepare,
      async (sessionKey): Promise<KeyedOutcome<{ activated: true }, TokeniseRefusal>> => {
        const outcome = await activateSavedCard(provider, sessionKey, savedCard, securityCode);
        if (outcome.kind === 'activated') return { kind: 'done', value: { activated: true } };
        if (outcome.kind === 'sessionKeyRefused') return outcome;
        return {
          kind: 'refused',
          refusal: { message: outcome.message, fieldErrors: { securityCode: outcome.message } },
        };
      },
    );
    if (result.kind === 'done') return result.value;
    const refusal = refusalOf(result);
    return thunk.rejectWithValue(refusal, providerToast(refusal.message));
  },
);
