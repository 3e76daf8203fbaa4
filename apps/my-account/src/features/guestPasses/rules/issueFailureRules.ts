import type { ServerFormFailureRules } from '@leisure/form-kit';

export const issueFailureMessages = {
  notIssued: 'Your guest pass could not be issued.',
  generic: 'We couldn’t issue the guest pass. Please try again.',
} as const;

/**
 * How the issue form answers a failure (useServerFormFailure): a 422's messages go by their fields and into the
 * summary titled "Validation errors" (those no field owns into the banner, under "could not be issued"); a 403 or 409
 * is the server's own words in the banner (no passes with this membership; the same guest twice on one day);
 * anything else the generic words.
 */
export const issueFailureRules: ServerFormFailureRules = {
  generic: issueFailureMessages.generic,
  unplaced: issueFailureMessages.notIssued,
};
