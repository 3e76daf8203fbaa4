import type { OnboardingType } from '@leisure/api-contract';
import { fieldLibrary, type FieldDefinition } from './fieldLibrary.ts';

export interface FormField {
  field: FieldDefinition;
  isRequired: boolean;
  /** Once the user has an answer they cannot change it online (e.g. date of birth, which eligibility rests on). */
  lockedOnceAnswered?: boolean;
}

export interface FormSection {
  sectionName: string;
  sectionReference: string;
  fields: FormField[];
}

export interface OnboardingForm {
  type: OnboardingType;
  sections: FormSection[];
}

/**
 * Where answers sit in the request body: registration nests them under `dataFields`, the user update sends
 * them at the top level. Field paths and server messages use it.
 */
export const answerPrefix = { register: 'dataFields.', update: '' } as const;
export type AnswerPrefix = (typeof answerPrefix)[keyof typeof answerPrefix];

const f = fieldLibrary;
const required = (field: FieldDefinition): FormField => ({ field, isRequired: true });
const optional = (field: FieldDefinition): FormField => ({ field, isRequired: false });

/** The questions of each onboarding type (decision 0105). */
export const onboardingForms: Record<OnboardingType, OnboardingForm> = {
  // The short registration (docs/decisions/0023-short-registration-and-billing-day.md): only what booking needs. The name and email
  // make the account; the date of birth decides age prices and eligibility (0301); the address is the card's billing
  // address (a saved card pays with it), found from the postcode (0022). The rest is asked in My details.
  customer_account_online: {
    type: 'customer_account_online',
    sections: [
      {
        sectionName: 'About you',
        sectionReference: 'about-you',
        fields: [required(f.firstName), required(f.lastName), required(f.dateOfBirth)],
      },
      {
        sectionName: 'Contact details',
        sectionReference: 'contact-details',
        fields: [
          required(f.email),
          required(f.addressLine1),
          optional(f.addressLine2),
          required(f.town),
          required(f.postcode),
        ],
      },
    ],
  },
  membership_purchase: {
    type: 'membership_purchase',
    sections: [
      {
        sectionName: 'Your details',
        sectionReference: 'your-details',
        fields: [
          optional(f.title),
          { field: f.dateOfBirth, isRequired: true, lockedOnceAnswered: true },
          optional(f.gender),
          required(f.phone),
        ],
      },
      {
        sectionName: 'Emergency contact',
        sectionReference: 'emergency-contact',
        fields: [
          required(f.emergencyContactName),
          required(f.emergencyContactPhone),
          optional(f.emergencyContactRelationship),
        ],
      },
      {
        sectionName: 'Health',
        sectionReference: 'health',
        fields: [optional(f.hasMedicalConditions), optional(f.medicalConditionsDetails)],
      },
      {
        sectionName: 'About your visits',
        sectionReference: 'about-your-visits',
        fields: [
          optional(f.heardAboutUs),
          optional(f.interests),
          optional(f.weeklyVisitGoal),
          optional(f.marketingOptIn),
        ],
      },
    ],
  },
};

export function formFields(form: OnboardingForm): FormField[] {
  return form.sections.flatMap((section) => section.fields);
}
