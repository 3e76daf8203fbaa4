import { isValid as isValidPostcode, toNormalised } from 'postcode';
import type { FieldRule } from './fieldLibrary.ts';

/** A checked text answer: the value to store, or the message explaining what is wrong. */
export type RuleResult = { value: string } | { problem: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
/** UK numbers: 0 then 9–10 digits (or +44 instead of the 0), spaces, dashes and brackets allowed. */
const UK_PHONE = /^0\d{9,10}$/;

export function applyTextRule(rule: FieldRule | undefined, label: string, text: string, today: string): RuleResult {
  switch (rule) {
    case 'email':
      return EMAIL.test(text) ? { value: text.toLowerCase() } : { problem: 'Enter a valid email address.' };
    case 'personName':
      return PERSON_NAME.test(text)
        ? { value: text }
        : { problem: `${label} may only contain letters, spaces, hyphens and apostrophes.` };
    case 'ukPhone': {
      const digits = text.replace(/[\s()-]/g, '').replace(/^\+44/, '0');
      return UK_PHONE.test(digits) ? { value: text } : { problem: 'Enter a valid UK phone number.' };
    }
    case 'postcode':
      return isValidPostcode(text)
        ? { value: toNormalised(text) ?? text.toUpperCase() }
        : { problem: 'Please enter a valid postcode' };
    case 'pastDate':
      return text > today ? { problem: `${label} cannot be in the future.` } : { value: text };
    default:
      return { value: text };
  }
}
