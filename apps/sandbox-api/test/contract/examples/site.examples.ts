import { contract } from '@leisure/api-contract';
import { example } from '../contractExample.ts';

const { site } = contract;

export const siteExamples = [
  example({ endpoint: site.getTheme, name: 'the default theme' }),
  example({ endpoint: site.getTheme, name: "a venue's theme", request: () => ({ query: { venue: 'salford-quays' } }) }),
  example({
    endpoint: site.getTheme,
    name: 'an unknown venue',
    request: () => ({ query: { venue: 'nowhere' } }),
    status: 404,
  }),
  example({ endpoint: site.getClient, name: 'the operator' }),
  example({ endpoint: site.getFooter, name: "the operator's footer" }),
  example({ endpoint: site.getFooter, name: "a venue's footer", request: () => ({ query: { venue: 'leeds-city' } }) }),
  example({ endpoint: site.listVenues, name: 'all venues' }),
  example({ endpoint: site.getVenue, name: 'one venue', request: () => ({ params: { venue: 'bath-sports' } }) }),
  example({
    endpoint: site.getVenue,
    name: 'an unknown venue',
    request: () => ({ params: { venue: 'atlantis' } }),
    status: 404,
  }),
  example({ endpoint: site.listJoiningVenues, name: 'venues selling online' }),
  example({
    endpoint: site.getJoiningVenue,
    name: 'one joining venue',
    request: () => ({ params: { venue: 'leeds-city' } }),
  }),
  example({
    endpoint: site.getJoiningVenue,
    name: 'a venue that does not sell online',
    request: () => ({ params: { venue: 'brightwater-online' } }),
    status: 404,
  }),
];
