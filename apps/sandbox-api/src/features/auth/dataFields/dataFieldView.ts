import type { DataFieldAnswer, DataFields } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import type { UserRow } from '../userRecords.ts';
import type { FieldDefinition } from './fieldLibrary.ts';
import { answerPrefix, type OnboardingForm } from './onboardingForms.ts';
import { formChecksum } from './checksum.ts';

/** A stored column value as the answer a form pre-fills with. */
function storedAnswer(field: FieldDefinition, user: UserRow | undefined): DataFieldAnswer {
  const value = (user as unknown as Record<string, unknown> | undefined)?.[field.column];
  if (value === null || value === undefined) return null;
  switch (field.storage) {
    case 'flag':
      return value === 1;
    case 'integer':
      return Number(value);
    case 'list': {
      const parsed: unknown = JSON.parse(String(value));
      return Array.isArray(parsed) ? parsed.map(String) : null;
    }
    case 'text':
      return String(value);
  }
}

/**
 * The form as GET /data-fields hands it out: sections, the user's answers if logged in, and the checksum.
 * Paths point where this caller will send the answers: a guest registers, a logged-in user updates.
 */
export function dataFieldsFor(db: Database, form: OnboardingForm, user: UserRow | undefined): DataFields {
  const prefix = user ? answerPrefix.update : answerPrefix.register;
  return {
    sections: form.sections.map((section) => ({
      sectionName: section.sectionName,
      sectionReference: section.sectionReference,
      sectionFields: section.fields.map(({ field, isRequired, lockedOnceAnswered }) => {
        const answer = storedAnswer(field, user);
        return {
          name: field.name,
          path: `${prefix}${field.name}`,
          label: field.label,
          type: field.type,
          placeholder: field.placeholder,
          isRequired,
          isAuthorised: !(lockedOnceAnswered && answer !== null),
          options: field.options,
          htmlAttributes: field.htmlAttributes,
          metadata: { description: field.description },
          answer,
        };
      }),
    })),
    checksum: formChecksum(db, form),
  };
}
