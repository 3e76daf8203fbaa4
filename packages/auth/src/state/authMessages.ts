/** docs/product/platform.md §8: a failed log-in keeps the server's message, or this when the server gave none. */
export const loginFailureFallback = 'User signed out.';

/** The forgotten-password answer that means "several accounts share this email: ask for the customer ID". */
export const isMultipleAccountsMessage = (message: string): boolean => message.trimStart().startsWith('Multiple');
