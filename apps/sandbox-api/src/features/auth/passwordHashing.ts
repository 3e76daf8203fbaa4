import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// Stored as "scrypt$N$r$p$salt$hash" (base64url): the cost travels with the hash, so raising the cost
// later still verifies old hashes.
const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

const maxmemFor = (cost: number, blockSize: number) => 256 * cost * blockSize;

export function hashPassword(password: string, cost: number): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmemFor(cost, BLOCK_SIZE),
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Resolves false for a wrong password or a malformed stored hash. Runs off the event loop. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  const cost = Number(n);
  const blockSize = Number(r);
  const parallelism = Number(p);
  if (scheme !== 'scrypt' || !saltText || !hashText || ![cost, blockSize, parallelism].every(Number.isInteger)) {
    return Promise.resolve(false);
  }
  const expected = Buffer.from(hashText, 'base64url');
  return new Promise((resolve) => {
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(saltText, 'base64url'),
      expected.length,
      { N: cost, r: blockSize, p: parallelism, maxmem: maxmemFor(cost, blockSize) },
      (error, derived) => resolve(!error && derived.length === expected.length && timingSafeEqual(derived, expected)),
    );
  });
}

const decoys = new Map<number, string>();

/**
 * A hash of nothing anyone knows, at the current cost: checking an unknown username against it takes as
 * long as checking a real one, so response times do not reveal which usernames exist.
 */
export function decoyHash(cost: number): string {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(24).toString('base64url'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
