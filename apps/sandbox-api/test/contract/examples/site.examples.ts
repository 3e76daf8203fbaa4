import { contract } from '@leisure/api-contract';
import { examplesOf } from '../contractExample.ts';

const { site } = contract;

export const siteExamples = [
  ...examplesOf(
    site.getTheme,
    { name: 'the default theme' },
    { name: "a venue's theme", request: () => ({ query: { venue: 'salford-quays' } }) },
    { name: 'an unknown venue', request: () => ({ query: { venue: 'nowhere' } }), status: 404 },
  ),
  ...examplesOf(site.getClient, { name: 'the operator' }),
  ...examplesOf(
    site.getFooter,
    { name: "the operator's footer" },
    { name: "a venue's footer", request: () => ({ query: { venue: 'leeds-city' } }) },
  ),
  ...examplesOf(site.listVenues, { name: 'all venues' }),
  ...examplesOf(
    site.getVenue,
    { name: 'one venue', request: () => ({ params: { venue: 'bath-sports' } }) },
    { name: 'an unknown venue', request: () => ({ params: { venue: 'atlantis' } }), status: 404 },
  ),
  ...examplesOf(site.listJoiningVenues, { name: 'venues selling online' }),
  ...examplesOf(
    site.getJoiningVenue,
    { name: 'one joining venue', request: () => ({ params: { venue: 'leeds-city' } }) },
    {
      name: 'a venue that does not sell online',
      request: () => ({ params: { venue: 'brightwater-online' } }),
      status: 404,
    },
  ),
  ...examplesOf(
    site.getWebAppManifest,
    { name: "the bookings front end's manifest", request: () => ({ params: { app: 'bookings' } }) },
    { name: "my account's manifest", request: () => ({ params: { app: 'my-account' } }) },
    { name: 'an unknown front end', request: () => ({ params: { app: 'kiosk' } }), status: 404 },
  ),
];
