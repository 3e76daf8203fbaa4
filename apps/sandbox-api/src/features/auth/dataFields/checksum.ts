import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/database.ts';
import { formFields, type OnboardingForm } from './onboardingForms.ts';

export const CHECKSUM_SECRET_NAME = 'data_fields_checksum';

function secret(db: Database): string {
  const row = db.prepare('SELECT value FROM auth_secrets WHERE name = ?').get(CHECKSUM_SECRET_NAME) as
    { value: string } | undefined;
  if (!row) throw new Error('The data-field checksum secret has not been seeded');
  return row.value;
}

/**
 * An HMAC of what the form asks (type, names, types, required flags, allowed options): answers sent back
 * with it were given to exactly this version of this form, not to an older or hand-edited one.
 */
export function formChecksum(db: Database, form: OnboardingForm): string {
  const shape = {
    onboardingType: form.type,
    fields: formFields(form).map(({ field, isRequired, lockedOnceAnswered }) => ({
      name: field.name,
      type: field.type,
      isRequired,
      locked: lockedOnceAnswered ?? false,
      options: field.options.map((option) => option.value),
    })),
  };
  return createHmac('sha256', secret(db)).update(JSON.stringify(shape)).digest('hex');
}

export function checksumMatches(db: Database, form: OnboardingForm, sent: string): boolean {
  const expected = Buffer.from(formChecksum(db, form));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
