// The date a client sends, shared by membershipSchemas.ts and membershipChangeSchemas.ts: in a module of its own since
// membershipSchemas.ts imports membershipChangeSchemas.ts, which cannot import it back.
import { z } from 'zod';
import { isoDate } from '../common.ts';

/** A YYYY-MM-DD date sent by a client: one message, "Date must be valid.", whatever is wrong with it. */
export const dateInput = z
  .string()
  .refine((value) => value.length <= 10 && isoDate.safeParse(value).success, 'Date must be valid.');
