/** Server validation messages as the API sends them: a list, or `{ 'field.path': [messages] }` (or single strings). */
export type ValidationMessagesInput =
  readonly string[] | Readonly<Record<string, readonly string[] | string | null | undefined>> | null | undefined;

/** Every message once, in the order given, blanks dropped. */
export function flattenValidationMessages(input: ValidationMessagesInput): string[] {
  if (!input) return [];
  const all = Array.isArray(input)
    ? (input as readonly string[])
    : Object.values(input as Record<string, readonly string[] | string | null | undefined>).flatMap((messages) =>
        messages == null ? [] : typeof messages === 'string' ? [messages] : messages,
      );
  const seen = new Set<string>();
  return all
    .filter((message): message is string => typeof message === 'string')
    .map((message) => message.trim())
    .filter((message) => {
      if (!message || seen.has(message)) return false;
      seen.add(message);
      return true;
    });
}
