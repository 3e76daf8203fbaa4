// The card rules the card form and the sandbox's card provider share ('@leisure/payment/cardRules': no React).
export {
  brandOf,
  cardDigits,
  isValidExpiry,
  isValidSecurityCode,
  monthOf,
  passesLuhn,
  TEST_SECURITY_CODE,
  validCardBrand,
  validExpiry,
  type CardBrand,
  type CardMonth,
  type ExpiryFormat,
} from './cardChecks.ts';
