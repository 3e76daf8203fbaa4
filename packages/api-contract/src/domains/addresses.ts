// The postcode address finder: the addresses at a UK postcode, as a PAF-style lookup service answers them
// (docs/decisions/0022-postcode-address-finder.md).
import { defineEndpoint } from '../endpoint.ts';
import { addressListSchema, addressQuery } from './addressSchemas.ts';

export * from './addressSchemas.ts';

export const addressEndpoints = {
  findAddresses: defineEndpoint({
    id: 'findAddresses',
    method: 'GET',
    path: '/addresses',
    tag: 'Addresses',
    summary: 'The addresses at a UK postcode, for "Find address" on the registration and billing address forms',
    description:
      'Public, like the other look-ups a visitor needs before having an account. A postcode that is not a real ' +
      'UK postcode answers 422 on `postcode`; a real one with no addresses on file answers an empty list, so the ' +
      'form can offer to enter the address by hand.',
    auth: 'none',
    query: addressQuery,
    response: addressListSchema,
    errors: [422],
  }),
};
