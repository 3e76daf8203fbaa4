// How place names and queries are compared: accents, case, punctuation and hyphens do not matter
// ("Weston-super-Mare" = "weston super mare", "St. Albans" = "st albans", "Ynys Môn" = "ynys mon").

export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query as hosted geocoders echo them back: lower-case, accents kept. */
export const queryWords = (query: string): string[] =>
  query
    .toLowerCase()
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);
