import type { CardProviderApi } from '../provider/cardProviderTypes.ts';
import { tokeniseCard, type CardToTokenise, type ProviderCardField } from '../provider/tokeniseCard.ts';
import { selectOnlinePayment } from './onlinePaymentState.ts';
import { PREPARE_FAILED_MESSAGE } from './paymentMessages.ts';
import { createPaymentThunk } from './paymentThunk.ts';
import { preparePayment, type PrepareRequest } from './paymentThunks.ts';

export interface TokeniseRequest {
  provider: CardProviderApi;
  card: CardToTokenise;
  /** How to prepare again when the provider refuses the session key. */
  prepare: PrepareRequest;
}

export interface TokeniseRefusal {
  message: string;
  /** The provider's messages on the card form's fields. */
  fieldErrors: Partial<Record<ProviderCardField, string>>;
}

/**
 * Tokenises the card with the prepared session key. A key the provider refuses (401: expired after 400 s or dead
 * after 3 failed tokenisations) is replaced by a new prepare and the card is tried again, until preparePayment
 * refuses (MAX_PREPARES in all, spec 02 §4). Resolves with the card identifier authorise takes.
 */
export const tokenisePreparedCard = createPaymentThunk.withTypes<{ rejectValue: TokeniseRefusal }>()<
  { cardIdentifier: string },
  TokeniseRequest
>('onlinePayment/tokenise', async ({ provider, card, prepare }, { getState, dispatch, rejectWithValue }) => {
  for (;;) {
    const { sessionKey } = selectOnlinePayment(getState());
    const outcome = sessionKey ? await tokeniseCard(provider, sessionKey, card) : null;
    if (outcome?.kind === 'tokenised') return { cardIdentifier: outcome.cardIdentifier };
    if (outcome?.kind === 'invalid') {
      return rejectWithValue(
        { message: outcome.message, fieldErrors: outcome.fieldErrors },
        { toast: { content: outcome.message, type: 'danger' } },
      );
    }
    const prepared = await dispatch(preparePayment(prepare));
    if (!preparePayment.fulfilled.match(prepared)) {
      const message = prepared.payload?.message ?? outcome?.message ?? PREPARE_FAILED_MESSAGE;
      return rejectWithValue({ message, fieldErrors: {} }, { toast: { content: message, type: 'danger' } });
    }
  }
});
