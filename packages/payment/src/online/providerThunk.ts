import type { ProviderCardField } from '../provider/tokeniseCard.ts';
import { createPaymentThunk } from './paymentThunk.ts';

/** Why the provider would not take the card: a message, and the messages for the card form's fields. */
export interface TokeniseRefusal {
  message: string;
  fieldErrors: Partial<Record<ProviderCardField, string>>;
}

/** Thunks that call the card provider in the browser with the prepared session key. */
export const createProviderThunk = createPaymentThunk.withTypes<{ rejectValue: TokeniseRefusal }>();

/** The refusal a failed provider call rejects with (the card's, or why no session key could be had). */
export function refusalOf(
  result: { kind: 'refused'; refusal: TokeniseRefusal } | { kind: 'noSession'; message: string },
): TokeniseRefusal {
  return result.kind === 'refused' ? result.refusal : { message: result.message, fieldErrors: {} };
}

export const providerToast = (message: string) => ({ toast: { content: message, type: 'danger' as const } });
