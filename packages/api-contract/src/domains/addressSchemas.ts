// Shapes of the postcode address finder (addresses.ts, docs/decisions/0022-postcode-address-finder.md).
import { z } from 'zod';

export const addressQuery = z.object({
  postcode: z
    .string({ error: 'Enter a postcode, like LS1 4AP' })
    .max(20, 'Enter a real postcode, like LS1 4AP')
    .describe('A whole UK postcode, any case, with or without its space ("ls14ap" reads as LS1 4AP).'),
});
export type AddressQuery = z.infer<typeof addressQuery>;

/** One delivery point at the postcode, in the fields the registration and billing address forms have. */
export const foundAddressSchema = z.object({
  /** Stable for the same postcode and address, e.g. "LS14AP-12". */
  id: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  town: z.string(),
  postcode: z.string(),
});
export type FoundAddress = z.infer<typeof foundAddressSchema>;

export const addressListSchema = z.object({
  /** The postcode as read, normalised ("LS1 4AP"). */
  postcode: z.string(),
  /** In delivery order: by building number, then name. Empty for a real postcode with no addresses on file. */
  addresses: z.array(foundAddressSchema),
});
export type AddressList = z.infer<typeof addressListSchema>;
