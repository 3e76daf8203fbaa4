/**
 * A stable pseudo-random number in [0, 1) for a key (FNV-1a). Seeds use it so the timetable's variety (which
 * slots a venue runs, how full a session is) is the same on every machine and every reseed.
 */
export function seededFraction(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so that keys differing in their last character spread out.
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 0x1_0000_0000;
}

/** One element of a list, chosen by key. */
export function seededPick<T>(key: string, items: readonly T[]): T {
  return items[Math.floor(seededFraction(key) * items.length)] as T;
}
