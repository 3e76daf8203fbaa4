/**
 * The header a front end's service worker adds to an answer it gave from its kept copy because the network did not
 * answer (docs/decisions/0037-installable-and-offline.md): the page shows the copy, and knows the API was not reached.
 */
export const KEPT_COPY_HEADER = 'X-Leisure-Kept-Copy';
