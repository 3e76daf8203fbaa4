import type { DataField, DataFields } from '@leisure/api-contract';
import type { Question } from '@leisure/form-kit';

export interface DataFieldGroup {
  title: string;
  reference: string;
  questions: Question[];
}

/** A data field as a question: its dates are dates of birth and the like, so none may be after today. */
export function dataFieldQuestion(field: DataField): Question {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    isRequired: field.isRequired,
    options: field.options,
    placeholder: field.placeholder,
    hint: field.metadata.description,
    isAuthorised: field.isAuthorised,
    pastDatesOnly: field.type === 'date',
    htmlAttributes: field.htmlAttributes,
  };
}

/** The sections as titled groups of questions, in the order the API gives them. */
export function dataFieldGroups(dataFields: DataFields): DataFieldGroup[] {
  return dataFields.sections.map((section) => ({
    title: section.sectionName,
    reference: section.sectionReference,
    questions: section.sectionFields.map(dataFieldQuestion),
  }));
}

/** Each field's server-message key (its path, e.g. `dataFields.firstName`) to its form name. */
export function fieldNamesByPath(dataFields: DataFields): Map<string, string> {
  return new Map(
    dataFields.sections.flatMap((section) =>
      section.sectionFields.flatMap((field) => [[field.path, field.name] as const, [field.name, field.name] as const]),
    ),
  );
}
