import type { CardProviderApi } from './cardProviderTypes.ts';

/** The card form's fields the provider checks (docs/product/joining.md §3 "Card form"). */
export type ProviderCardField = 'cardholderName' | 'cardNumber' | 'expiryDate' | 'securityCode';

export interface CardToTokenise {
  cardholderName: string;
  cardNumber: string;
  /** MM/YY as typed in the form. */
  expiryDate: string;
  securityCode: string;
}

export type TokeniseOutcome =
  | { kind: 'tokenised'; cardIdentifier: string; cardType: string }
  /** The merchant session key is dead (401): prepare again and retry. */
  | { kind: 'sessionKeyRefused'; message: string }
  | { kind: 'invalid'; fieldErrors: Partial<Record<ProviderCardField, string>>; message: string };

const formFields: readonly ProviderCardField[] = ['cardholderName', 'cardNumber', 'expiryDate', 'securityCode'];
const isFormField = (field: string): field is ProviderCardField => (formFields as readonly string[]).includes(field);

const FALLBACK_MESSAGE = 'Something has gone wrong, please try again.';

/**
 * Sends the card to the provider (only there: our API sees the identifier it answers) and maps its answer to the
 * card form: field errors onto the form's fields, a dead session key to "prepare again". Spaces a customer types
 * into the number are dropped and MM/YY becomes the provider's MMYY.
 */
export async function tokeniseCard(
  provider: CardProviderApi,
  sessionKey: string,
  card: CardToTokenise,
): Promise<TokeniseOutcome> {
  const answer = await provider.tokenise({
    sessionKey,
    cardDetails: {
      cardholderName: card.cardholderName.trim(),
      cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
      expiryDate: card.expiryDate.replace('/', '').replace(/\s/g, ''),
      securityCode: card.securityCode.trim(),
    },
  });
  if ('cardIdentifier' in answer) {
    return { kind: 'tokenised', cardIdentifier: answer.cardIdentifier, cardType: answer.cardType };
  }
  const message = answer.errors[0]?.message ?? FALLBACK_MESSAGE;
  if (answer.status === 401) return { kind: 'sessionKeyRefused', message };
  const fieldErrors: Partial<Record<ProviderCardField, string>> = {};
  for (const { field, message: fieldMessage } of answer.errors) {
    // A problem with no field of its own (or the session) is shown on the card number, where the customer looks.
    const target = isFormField(field) ? field : 'cardNumber';
    fieldErrors[target] ??= fieldMessage;
  }
  return { kind: 'invalid', fieldErrors, message };
}
