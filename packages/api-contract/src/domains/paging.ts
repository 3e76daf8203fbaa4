// A paged list (my-account's payments and bookings, staff's customer search and audit trail): the query, which page
// and how many a page, and the page description the answer carries. Numbers come as query strings, so they are
// coerced; a page past the last answers an empty list.
import { z } from 'zod';

const countFromOne = (label: string, max: number) =>
  z.coerce.number().int().min(1, `${label} must be 1 or more`).max(max, `${label} must be ${max} or less`);

/** `page` (from 1) and `perPage` (up to `maxPerPage`, `defaultPerPage` when not given), counting `things`. */
export const pageQueryFields = (things: string, maxPerPage: number, defaultPerPage: number) => ({
  page: countFromOne('Page', 10_000).default(1).describe('Which page, from 1. Past the last page the list is empty.'),
  perPage: countFromOne('Per page', maxPerPage)
    .default(defaultPerPage)
    .describe(`${things} a page, up to ${maxPerPage}.`),
});

/** Which page an answer holds, of how many: the `meta` of every paged list. */
export const paginationMetaSchema = z.object({
  currentPage: z.number().int().min(1),
  perPage: z.number().int().min(1),
  total: z.number().int().min(0),
  lastPage: z.number().int().min(1),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;
