/**
 * The API calls every page of a front end makes before its first render, the same for every visitor: the theme, the
 * operator and the footer (docs/decisions/0037-installable-and-offline.md). The service worker keeps their last
 * answers (network first), so the shell opens offline in the operator's look; nothing personal is kept there.
 */
export const SITE_CALL_PATTERN = /\/api\/(?:frontend\/theme|client|activities\/footer)(?:\?|$)/;
