/**
 * The cache entry of a query for the customer a call is for: the caller's own is the entry without an argument; a
 * selected user (a linked account, docs/decisions/0303, or a customer front-of-house staff serve, decisions 0610 and
 * 0611) has their own, `{ query: { selectedUserId } }`.
 */
export function selectedUserQueryArg(selectedUserId?: number | null) {
  return selectedUserId == null ? undefined : { query: { selectedUserId } };
}
