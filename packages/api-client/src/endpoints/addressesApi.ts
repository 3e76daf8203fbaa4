import { addressesRoutes } from '@leisure/api-contract/browser';
import { baseApi } from '../rtk/baseApi.ts';
import { endpointQuery } from '../rtk/endpointQuery.ts';

/**
 * The postcode address finder (docs/decisions/0022-postcode-address-finder.md): "Find address" asks it on a press,
 * so it is a lazy query; the same postcode asked again is answered from the cache.
 */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (builder) => ({
    /** GET addresses?postcode: the addresses at a postcode; 422 on postcode when it is not a real one. */
    findAddresses: builder.query({ ...endpointQuery(addressesRoutes.findAddresses), keepUnusedDataFor: 300 }),
  }),
});

export const { useFindAddressesQuery, useLazyFindAddressesQuery } = addressesApi;
