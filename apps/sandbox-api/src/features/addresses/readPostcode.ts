import { isValid, toNormalised, validOutcode } from 'postcode';

/** The finder's messages for what was typed (docs/decisions/0022-postcode-address-finder.md). */
export const postcodeMessages = {
  missing: 'Enter a postcode, like LS1 4AP',
  districtOnly: 'Enter the whole postcode, like LS1 4AP',
  notReal: 'Enter a real postcode, like LS1 4AP',
} as const;

export type PostcodeReading = { postcode: string } | { problem: string };

/** A typed postcode as the finder reads it: any case and spacing, or what is wrong with it. */
export function readPostcode(typed: string): PostcodeReading {
  const text = typed.trim().toUpperCase().replace(/\s+/g, ' ');
  if (text === '') return { problem: postcodeMessages.missing };
  if (isValid(text)) return { postcode: toNormalised(text)! };
  if (validOutcode(text)) return { problem: postcodeMessages.districtOnly };
  return { problem: postcodeMessages.notReal };
}
