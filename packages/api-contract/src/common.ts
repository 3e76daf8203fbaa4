import { z } from 'zod';
import { slugMaxLength, slugMessage, slugPattern } from './slug.ts';

/** A calendar date as YYYY-MM-DD, checked to be a real date. */
export const isoDate = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, 'Date must be valid.');

export const isoDateTime = z.string().datetime({ offset: true });

export const id = z.number().int().positive();
/** An id that arrives as a path or query string. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
/** A slug, e.g. `leeds-central`; front ends check one with `isSlug` (slug.ts), which needs no zod. */
export const slug = z.string().min(1).max(slugMaxLength).regex(slugPattern, slugMessage);

/** An amount in minor units (pence) with its formatted form, e.g. { amount: 1250, formatted: "£12.50" }. */
export const money = z.object({
  amount: z.number().int(),
  formatted: z.string(),
});
export type Money = z.infer<typeof money>;

/** A query flag: "true"/"1" or "false"/"0". */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const paymentType = z.enum(['recurring', 'fixed']);
export type PaymentType = z.infer<typeof paymentType>;

export const source = z.enum(['online-joining', 'bookings', 'my-account', 'front-of-house', 'kiosk']);
export type Source = z.infer<typeof source>;

export const tenderType = z.enum(['cash', 'offline-voucher', 'cheque', 'credit']);
export type TenderType = z.infer<typeof tenderType>;

export const empty = z.object({}).strict();
export const ok = z.object({ ok: z.literal(true) });
/** The answer of a call that answers 204: no body at all (not even `{ data }`). */
export const noContent = z.undefined();
