/** The six kinds of question the data fields and the additional questions share (docs/product/joining.md §3). */
export type QuestionType = 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'checkbox';

export interface QuestionOption {
  value: string;
  label: string;
}

/**
 * One question as the form renders it, whichever API it came from: a registration or membership-purchase data
 * field, or a membership's additional question.
 */
export interface Question {
  /** The form's key for the answer; no dots (react-hook-form reads dots as nesting). */
  name: string;
  label: string;
  type: QuestionType;
  isRequired: boolean;
  options: readonly QuestionOption[];
  placeholder?: string | null;
  /** Help shown under the label, such as a data field's metadata.description. */
  hint?: string | null;
  /** False when the user may not change the answer online: shown greyed and read-only, and never sent. */
  isAuthorised?: boolean;
  /** Data-field dates (a date of birth): no day after today. */
  pastDatesOnly?: boolean;
  /** The server's HTML attributes for the control (autocomplete, maxLength, inputmode, type, min, max). */
  htmlAttributes?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * An answer while it is being edited: typed text (dates as DD/MM/YYYY, numbers as typed), the chosen option
 * values of a list, or a lone checkbox's tick.
 */
export type QuestionValue = string | boolean | string[];

export type QuestionValues = Record<string, QuestionValue>;

/** An answer as the API takes it: dates as YYYY-MM-DD, numbers as numbers, lists as lists, null for none. */
export type WireAnswer = string | number | boolean | string[] | null;
