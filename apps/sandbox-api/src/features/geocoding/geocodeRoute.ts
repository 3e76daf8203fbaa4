import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ApiError, invalidField } from '../../http/apiError.ts';
import { geocode } from './geocode.ts';
import { queryWords, searchText } from './searchText.ts';

// A hosted geocoder's limits on a query (Mapbox v5: 256 characters, 20 words).
const MAX_QUERY_LENGTH = 256;
const MAX_QUERY_WORDS = 20;

function checkQuery(query: string): void {
  if (searchText(query).length < 2) throw invalidField('query', 'Enter at least 2 letters or a postcode district.');
  if (query.length > MAX_QUERY_LENGTH) throw invalidField('query', `Enter ${MAX_QUERY_LENGTH} characters or fewer.`);
  if (queryWords(query).length > MAX_QUERY_WORDS)
    throw invalidField('query', `Enter ${MAX_QUERY_WORDS} words or fewer.`);
}

export const geocodeRoute = implement(contract.geocoding.geocodePlaces, ({ params, query }) => {
  // Like the hosted service: no key, no answer. The sandbox accepts any key.
  if (!query.accessToken?.trim()) throw new ApiError(401, 'Not Authorized - No Token');
  checkQuery(params.query);
  return geocode({
    query: params.query,
    countries: query.country,
    types: query.types,
    limit: query.limit,
    autocomplete: query.autocomplete,
  });
});
