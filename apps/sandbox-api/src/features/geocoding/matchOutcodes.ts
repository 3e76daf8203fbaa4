import { outcodeCentroids, type OutcodeCentroid } from './outcodes.ts';
import type { PostcodeQuery } from './postcodeQuery.ts';

export interface OutcodeMatch {
  centroid: OutcodeCentroid;
  /** What the feature is called: the postcode asked for, or the district. */
  text: string;
  relevance: number;
}

const districtNumber = (outcode: string) => Number(/\d+/.exec(outcode)?.[0] ?? 0);

/**
 * The district a postcode query names; with autocomplete, a bare district also brings the districts it
 * starts ("M1" → M1, M11, M12 …; "EC1" → EC1A, EC1V), lowest number first. A district missing from the table gives nothing.
 */
export function matchOutcodes(query: PostcodeQuery, autocomplete: boolean): OutcodeMatch[] {
  const table = outcodeCentroids();
  const matches: OutcodeMatch[] = [];
  const own = table.get(query.outcode);
  if (own)
    matches.push({ centroid: own, text: query.kind === 'postcode' ? query.postcode : own.outcode, relevance: 1 });
  if (query.kind === 'outcode' && autocomplete) {
    const longer = [...table.values()]
      .filter((centroid) => centroid.outcode !== query.outcode && centroid.outcode.startsWith(query.outcode))
      .sort((a, b) => districtNumber(a.outcode) - districtNumber(b.outcode));
    for (const centroid of longer) {
      matches.push({
        centroid,
        text: centroid.outcode,
        relevance: Math.round((query.outcode.length / centroid.outcode.length) * 1000) / 1000,
      });
    }
  }
  return matches;
}
