import { cardMessages } from '@leisure/api-contract/browser';
import { isValidExpiry, isValidSecurityCode, validCardBrand } from '@leisure/api-contract/browser';

/** docs/product/joining.md §3 "Card form". */
export interface CardFormValues {
  billingFirstName: string;
  billingLastName: string;
  billingAddressLineOne: string;
  billingAddressLineTwo: string;
  billingCity: string;
  billingPostcode: string;
  cardholderName: string;
  cardNumber: string;
  /** MM/YY */
  expiryDate: string;
  securityCode: string;
  saveCard: boolean;
}

export const emptyCardForm: CardFormValues = {
  billingFirstName: '',
  billingLastName: '',
  billingAddressLineOne: '',
  billingAddressLineTwo: '',
  billingCity: '',
  billingPostcode: '',
  cardholderName: '',
  cardNumber: '',
  expiryDate: '',
  securityCode: '',
  saveCard: false,
};

/** The fields a failed payment empties: the card, not the person (docs/product/joining.md: the billing details stay). */
export const CARD_FIELDS = ['cardNumber', 'expiryDate', 'securityCode'] as const;

/** docs/product/joining.md §5 and §8: the exact words. */
export const cardFormMessages = {
  billingFirstName: 'Please enter your first name.',
  billingLastName: 'Please enter your last name.',
  billingAddressLineOne: 'Please enter the first line of the billing address.',
  billingCity: 'Please enter the town or city.',
  ...cardMessages,
} as const;

/** docs/product/joining.md §5, §9: "more than N characters", spaces at the ends not counted. */
export const longerThan = (length: number, message: string) => (value: string) =>
  value.trim().length > length || message;

export const cardNumberRule = (value: string) => validCardBrand(value) !== null || cardFormMessages.cardNumber;

export const expiryRule = (value: string) => isValidExpiry(value) || cardFormMessages.expiryDate;

/** The code's length depends on the card number's brand (4 for American Express). */
export const securityCodeRule = (testMode: boolean) => (value: string, values: { cardNumber?: string }) =>
  isValidSecurityCode(value.trim(), validCardBrand(values.cardNumber ?? ''), testMode) || cardFormMessages.securityCode;
