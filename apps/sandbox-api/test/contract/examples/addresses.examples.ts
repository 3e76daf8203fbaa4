import { contract } from '@leisure/api-contract';
import { examplesOf } from '../contractExample.ts';

const { addresses } = contract;

// docs/decisions/0022-postcode-address-finder.md
export const addressExamples = [
  ...examplesOf(
    addresses.findAddresses,
    { name: 'the addresses at a postcode', request: () => ({ query: { postcode: 'LS1 4AP' } }) },
    { name: 'a real postcode with no addresses on file', request: () => ({ query: { postcode: 'BX1 1LT' } }) },
    { name: 'not a real postcode', request: () => ({ query: { postcode: 'LS1 4A' } }), status: 422 },
  ),
];
