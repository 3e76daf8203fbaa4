import { isValid, toNormalised, toOutcode, validOutcode } from 'postcode';

export type PostcodeQuery =
  /** A whole postcode ("SW9 8QQ"): located by its district. */
  | { kind: 'postcode'; postcode: string; outcode: string }
  /** A district ("M13") or a district and part of the rest ("M13 9", "SW9 8Q"). */
  | { kind: 'outcode'; outcode: string };

const districtWithPart = /^([A-Z]{1,2}\d[A-Z\d]?)\s+\d[A-Z]{0,2}$/;

/** Reads a query as a UK postcode or postcode district, or undefined when it is neither. */
export function readPostcodeQuery(query: string): PostcodeQuery | undefined {
  const text = query.trim().toUpperCase().replace(/\s+/g, ' ');
  if (isValid(text)) return { kind: 'postcode', postcode: toNormalised(text)!, outcode: toOutcode(text)! };
  if (validOutcode(text)) return { kind: 'outcode', outcode: text };
  const partial = districtWithPart.exec(text);
  if (partial && validOutcode(partial[1]!)) return { kind: 'outcode', outcode: partial[1]! };
  return undefined;
}
