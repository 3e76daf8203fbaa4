/**
 * The autocomplete token for a question, from the server's attribute when it gives one, otherwise from the
 * field's name. Someone else's details (an emergency contact, a guardian) are never filled with the user's own.
 */
const byName: readonly [RegExp, string][] = [
  [/emergency|guardian|contact|parent|child|kin/i, 'off'],
  [/^(first|given|fore)_?name$/i, 'given-name'],
  [/^(last|family|sur)_?name$|^surname$/i, 'family-name'],
  [/^(full_?)?name$/i, 'name'],
  [/^title$|honorific/i, 'honorific-prefix'],
  [/e_?mail/i, 'email'],
  [/phone|mobile|^tel/i, 'tel'],
  [/birth|^dob$|bday/i, 'bday'],
  [/post_?code|zip/i, 'postal-code'],
  [/address_?line_?1|^address1$|^address$/i, 'address-line1'],
  [/address_?line_?2|^address2$/i, 'address-line2'],
  [/address_?line_?3|^address3$/i, 'address-line3'],
  [/^(town|city)$|town_?or_?city/i, 'address-level2'],
  [/county/i, 'address-level1'],
  [/country/i, 'country-name'],
  [/gender|^sex$/i, 'sex'],
];

export function autocompleteFor(name: string, fromServer?: unknown): string | undefined {
  if (typeof fromServer === 'string' && fromServer.trim() !== '') return fromServer.trim();
  return byName.find(([pattern]) => pattern.test(name))?.[1];
}
