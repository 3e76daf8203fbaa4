import type { SandboxFeature } from '../feature.ts';
import { findAddressesRoute } from './findAddressesRoute.ts';

/** The postcode address finder, emulating a PAF lookup (docs/decisions/0022-postcode-address-finder.md). */
export const addressesFeature: SandboxFeature = { name: 'addresses', routes: [findAddressesRoute] };
