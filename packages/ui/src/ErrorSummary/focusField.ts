/**
 * Takes the user to a field from an error summary link, as GOV.UK does: the field's label (or legend) scrolls into
 * view so the question is visible above the control, then the control takes focus.
 */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const labelled =
    field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
  const caption =
    field.closest('fieldset')?.querySelector('legend') ?? (labelled ? field.labels?.[0] : undefined) ?? field;
  caption.scrollIntoView?.();
  field.focus({ preventScroll: true });
  return true;
}
