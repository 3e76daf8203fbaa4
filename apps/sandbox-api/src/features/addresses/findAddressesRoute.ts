import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { invalidField } from '../../http/apiError.ts';
import { addressesAtPostcode } from './addressesAtPostcode.ts';
import { readPostcode } from './readPostcode.ts';

/**
 * GET /addresses?postcode: the emulated PAF finder (docs/decisions/0022-postcode-address-finder.md). Public and not
 * throttled here, like the other look-ups a visitor makes before having an account (venues, geocoding): limits per
 * client address are the production edge's (decision 0110).
 */
export const findAddressesRoute = implement(contract.addresses.findAddresses, ({ query }) => {
  const reading = readPostcode(query.postcode);
  if ('problem' in reading) throw invalidField('postcode', reading.problem);
  return { postcode: reading.postcode, addresses: addressesAtPostcode(reading.postcode) };
});
