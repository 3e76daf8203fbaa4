import type { DataFieldType } from '@leisure/api-contract';

export type FieldStorage = 'text' | 'flag' | 'list' | 'integer';
/** Extra checks beyond the field's type. */
export type FieldRule = 'personName' | 'email' | 'ukPhone' | 'postcode' | 'pastDate';

/** One question the operator asks, and the users column its answer is kept in. */
export interface FieldDefinition {
  name: string;
  label: string;
  type: DataFieldType;
  placeholder: string | null;
  options: { value: string; label: string }[];
  htmlAttributes: Record<string, string | number | boolean>;
  description: string | null;
  column: string;
  storage: FieldStorage;
  rule?: FieldRule;
}

const field = (
  definition: Omit<FieldDefinition, 'options' | 'description' | 'placeholder'> & Partial<FieldDefinition>,
) => ({ options: [], description: null, placeholder: null, ...definition }) satisfies FieldDefinition;

const options = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

export const fieldLibrary = {
  title: field({
    name: 'title',
    label: 'Title',
    type: 'select',
    placeholder: 'Select title',
    options: options(['mr', 'Mr'], ['mrs', 'Mrs'], ['miss', 'Miss'], ['ms', 'Ms'], ['mx', 'Mx'], ['dr', 'Dr']),
    htmlAttributes: { autocomplete: 'honorific-prefix' },
    column: 'title',
    storage: 'text',
  }),
  firstName: field({
    name: 'firstName',
    label: 'First name',
    type: 'text',
    htmlAttributes: { autocomplete: 'given-name', maxLength: 50 },
    column: 'first_name',
    storage: 'text',
    rule: 'personName',
  }),
  lastName: field({
    name: 'lastName',
    label: 'Last name',
    type: 'text',
    htmlAttributes: { autocomplete: 'family-name', maxLength: 50 },
    column: 'last_name',
    storage: 'text',
    rule: 'personName',
  }),
  dateOfBirth: field({
    name: 'dateOfBirth',
    label: 'Date of birth',
    type: 'date',
    placeholder: 'DD/MM/YYYY',
    htmlAttributes: { autocomplete: 'bday' },
    description: 'Some memberships depend on your age.',
    column: 'date_of_birth',
    storage: 'text',
    rule: 'pastDate',
  }),
  gender: field({
    name: 'gender',
    label: 'Gender',
    type: 'select',
    placeholder: 'Select gender',
    options: options(
      ['female', 'Female'],
      ['male', 'Male'],
      ['non-binary', 'Non-binary'],
      ['prefer-not-to-say', 'Prefer not to say'],
    ),
    htmlAttributes: { autocomplete: 'sex' },
    column: 'gender',
    storage: 'text',
  }),
  email: field({
    name: 'email',
    label: 'Email address',
    type: 'text',
    placeholder: 'name@example.com',
    htmlAttributes: { autocomplete: 'email', inputmode: 'email', type: 'email', maxLength: 254 },
    description: 'You will log in with this, or with your customer ID.',
    column: 'email',
    storage: 'text',
    rule: 'email',
  }),
  phone: field({
    name: 'phone',
    label: 'Phone number',
    type: 'text',
    placeholder: '07700 900123',
    htmlAttributes: { autocomplete: 'tel', inputmode: 'tel', type: 'tel', maxLength: 20 },
    column: 'phone',
    storage: 'text',
    rule: 'ukPhone',
  }),
  addressLine1: field({
    name: 'addressLine1',
    label: 'Address line 1',
    type: 'text',
    htmlAttributes: { autocomplete: 'address-line1', maxLength: 100 },
    column: 'address_line_1',
    storage: 'text',
  }),
  addressLine2: field({
    name: 'addressLine2',
    label: 'Address line 2',
    type: 'text',
    htmlAttributes: { autocomplete: 'address-line2', maxLength: 100 },
    column: 'address_line_2',
    storage: 'text',
  }),
  town: field({
    name: 'town',
    label: 'Town or city',
    type: 'text',
    htmlAttributes: { autocomplete: 'address-level2', maxLength: 60 },
    column: 'town',
    storage: 'text',
  }),
  postcode: field({
    name: 'postcode',
    label: 'Postcode',
    type: 'text',
    placeholder: 'LS1 4LW',
    htmlAttributes: { autocomplete: 'postal-code', maxLength: 10, autocapitalize: 'characters' },
    column: 'postcode',
    storage: 'text',
    rule: 'postcode',
  }),
  emergencyContactName: field({
    name: 'emergencyContactName',
    label: 'Emergency contact name',
    type: 'text',
    htmlAttributes: { autocomplete: 'off', maxLength: 100 },
    description: 'Someone we can call if you are taken ill or injured at a centre.',
    column: 'emergency_contact_name',
    storage: 'text',
    rule: 'personName',
  }),
  emergencyContactPhone: field({
    name: 'emergencyContactPhone',
    label: 'Emergency contact phone number',
    type: 'text',
    htmlAttributes: { autocomplete: 'off', inputmode: 'tel', type: 'tel', maxLength: 20 },
    column: 'emergency_contact_phone',
    storage: 'text',
    rule: 'ukPhone',
  }),
  emergencyContactRelationship: field({
    name: 'emergencyContactRelationship',
    label: 'Relationship to you',
    type: 'select',
    placeholder: 'Select relationship',
    options: options(
      ['partner', 'Partner'],
      ['parent', 'Parent or guardian'],
      ['child', 'Son or daughter'],
      ['friend', 'Friend'],
      ['other', 'Other'],
    ),
    htmlAttributes: {},
    column: 'emergency_contact_relationship',
    storage: 'text',
  }),
  marketingOptIn: field({
    name: 'marketingOptIn',
    label: 'Send me news and offers by email',
    type: 'checkbox',
    htmlAttributes: {},
    description: 'You can change this at any time in My details.',
    column: 'marketing_opt_in',
    storage: 'flag',
  }),
  interests: field({
    name: 'interests',
    label: 'What are you interested in?',
    type: 'multi_select',
    placeholder: 'Choose any that apply',
    options: options(
      ['gym', 'Gym'],
      ['swimming', 'Swimming'],
      ['classes', 'Fitness classes'],
      ['racket_sports', 'Racket sports'],
      ['kids_activities', "Children's activities"],
    ),
    htmlAttributes: {},
    column: 'interests',
    storage: 'list',
  }),
  weeklyVisitGoal: field({
    name: 'weeklyVisitGoal',
    label: 'How many times a week do you plan to visit?',
    type: 'number',
    placeholder: '3',
    htmlAttributes: { inputmode: 'numeric', min: 0, max: 14, step: 1 },
    column: 'weekly_visit_goal',
    storage: 'integer',
  }),
  hasMedicalConditions: field({
    name: 'hasMedicalConditions',
    label: 'I have a medical condition or injury that staff should know about',
    type: 'checkbox',
    htmlAttributes: {},
    description: 'A member of staff may ask you about it before you use the gym.',
    column: 'has_medical_conditions',
    storage: 'flag',
  }),
  medicalConditionsDetails: field({
    name: 'medicalConditionsDetails',
    label: 'Medical conditions or injuries',
    type: 'text',
    htmlAttributes: { autocomplete: 'off', maxLength: 500 },
    column: 'medical_conditions_details',
    storage: 'text',
  }),
  heardAboutUs: field({
    name: 'heardAboutUs',
    label: 'How did you hear about us?',
    type: 'select',
    placeholder: 'Select an option',
    options: options(
      ['friend', 'A friend or family member'],
      ['social', 'Social media'],
      ['search', 'Search engine'],
      ['leaflet', 'Leaflet or poster'],
      ['passing', 'Walking past'],
      ['other', 'Other'],
    ),
    htmlAttributes: {},
    column: 'heard_about_us',
    storage: 'text',
  }),
} as const;
