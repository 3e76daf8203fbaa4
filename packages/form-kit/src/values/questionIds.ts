/** The id of a question's control (its first checkbox for a list), for labels and error-summary links. */
export function questionFieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}
