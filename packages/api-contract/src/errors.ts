import { z } from 'zod';

/** Field messages keyed by field path, e.g. `accountDetails.sortCode` (snake_case on the wire). */
export const validationMessagesSchema = z.record(z.string(), z.array(z.string()));
export type ValidationMessages = z.infer<typeof validationMessagesSchema>;

/** Every error answer: a human message, and field messages for 422. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: validationMessagesSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
