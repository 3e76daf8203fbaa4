// The query of a paged list: which page, and how many a page (my-account's payments, staff's customer search and
// audit trail). Numbers come as query strings, so they are coerced; a page past the last answers an empty list.
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
