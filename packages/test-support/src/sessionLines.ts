/** A basket's session lines (not its blocks of lessons, docs/decisions/0599), for tests about sessions. */
export const sessionLines = <T extends { type: string }>(
  items: readonly T[] | undefined,
): Extract<T, { type: 'session' }>[] =>
  (items ?? []).filter((item): item is Extract<T, { type: 'session' }> => item.type === 'session');
