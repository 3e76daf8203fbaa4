/** A field's error as a form library reports it: a message, react-hook-form's FieldError, or nothing. */
export type FieldErrorLike = string | { readonly message?: string | undefined } | null | undefined;

export function errorMessageOf(error: FieldErrorLike): string | undefined {
  const message = typeof error === 'string' ? error : error?.message;
  return message && message.trim() ? message : undefined;
}

/** Joins id lists for aria-describedby, skipping the missing ones; undefined when none are left. */
export function describedBy(...ids: Array<string | undefined | false>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}
