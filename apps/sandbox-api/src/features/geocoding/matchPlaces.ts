import { gbPlaces, type GbPlace } from './gbPlaces.ts';
import { searchText } from './searchText.ts';

export interface PlaceMatch {
  place: GbPlace;
  relevance: number;
  /** How the name matched: the whole name, its start, or the start of a later word ("hull" → Kingston upon Hull). */
  kind: 'exact' | 'prefix' | 'word';
}

/**
 * A larger place that merely starts with the query usually is the one meant ("newcastle" → Newcastle upon
 * Tyne rather than the small Newcastle in County Down), but an exact name carries real weight: places rank
 * by population times this weight.
 */
const rankWeight: Record<PlaceMatch['kind'], number> = { exact: 10, prefix: 1, word: 0.5 };

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function matchOne(place: GbPlace, key: string, autocomplete: boolean): PlaceMatch | undefined {
  const coverage = key.length / place.key.length;
  if (place.key === key) return { place, relevance: 1, kind: 'exact' };
  // Without autocomplete the query's last word is taken as complete: it must end at a word boundary.
  const startsWith = (text: string) => text.startsWith(autocomplete ? key : `${key} `);
  if (startsWith(place.key)) return { place, relevance: round3(0.5 + 0.5 * coverage), kind: 'prefix' };
  const words = place.key.split(' ');
  for (let index = 1; index < words.length; index += 1) {
    const rest = words.slice(index).join(' ');
    if (rest === key || startsWith(rest)) return { place, relevance: round3(0.4 + 0.4 * coverage), kind: 'word' };
  }
  return undefined;
}

/**
 * Places whose name, or a later word of it, starts with the query; case, accents and punctuation aside.
 * Best first: population weighted by how the name matched.
 */
export function matchPlaces(query: string, autocomplete: boolean): PlaceMatch[] {
  // "Leeds, West Yorkshire" or "Bath, UK": the name is what comes before the first comma.
  const key = query.split(',').map(searchText).find(Boolean) ?? '';
  if (key === '') return [];
  const matches: PlaceMatch[] = [];
  for (const place of gbPlaces()) {
    const match = matchOne(place, key, autocomplete);
    if (match) matches.push(match);
  }
  const score = (match: PlaceMatch) => match.place.population * rankWeight[match.kind];
  return matches.sort(
    (a, b) => score(b) - score(a) || b.relevance - a.relevance || a.place.name.localeCompare(b.place.name),
  );
}
