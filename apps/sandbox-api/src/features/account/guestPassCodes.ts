import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../../db/database.ts';

// No 0/O or 1/I: the code is read out at reception.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

const codeFrom = (pick: (index: number) => number) =>
  `GP-${Array.from({ length: CODE_LENGTH }, (_, index) => alphabet[pick(index) % alphabet.length]).join('')}`;

/** A fresh admission code, e.g. "GP-7K3M9Q", not yet used by any pass. */
export function newGuestPassCode(db: Database): string {
  const taken = db.prepare('SELECT 1 FROM guest_passes WHERE code = ?');
  for (;;) {
    const code = codeFrom(() => randomInt(alphabet.length));
    if (!taken.get(code)) return code;
  }
}

/** The same code for the same seed text: seeded passes keep their codes across reseeds. */
export function stableGuestPassCode(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  return codeFrom((index) => bytes[index]!);
}
