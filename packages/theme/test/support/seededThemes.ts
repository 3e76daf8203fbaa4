import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract, type Theme } from '@leisure/api-contract';
import { apiBaseUrl } from './sandboxApi.ts';

/** Every theme the sandbox seeds, as the API serves it: the default, then each venue's, one per look. */
export async function seededThemes(): Promise<Theme[]> {
  const client = createHttpClient({ baseUrl: apiBaseUrl });
  const venues = await callEndpoint(client, contract.site.listVenues);
  const themes = [await callEndpoint(client, contract.site.getTheme)];
  for (const venue of venues)
    themes.push(await callEndpoint(client, contract.site.getTheme, { query: { venue: venue.slug } }));
  return [...new Map(themes.map((theme) => [theme.themeAppPrimaryColour, theme])).values()];
}
