import { londonFormat, prettyDate } from '@leisure/dates';
import { documentContentTypes, MAX_DOCUMENT_BYTES, type DocumentStatus } from '@leisure/api-contract/browser';
import type { FileUploadRules } from '@leisure/api-client';

/** What a proof of eligibility may be: checked in the browser as the sandbox checks it again (decision 0450). */
export const documentRules: FileUploadRules<(typeof documentContentTypes)[number]> = {
  allowed: documentContentTypes,
  maxBytes: MAX_DOCUMENT_BYTES,
  description: 'a PDF, JPEG or PNG file',
};

/** Statuses in words, never colour alone (WCAG 1.4.1). */
export const documentStatusLabels: Record<DocumentStatus, string> = {
  'not-required': 'Not needed',
  'awaiting-upload': 'Awaiting upload',
  'under-review': 'Under review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** What each status means for the customer. */
export const documentStatusExplanations: Record<DocumentStatus, string> = {
  'not-required': 'This membership needs no proof of eligibility.',
  'awaiting-upload': 'Send us your proof of eligibility to keep this membership.',
  'under-review': 'We have your document and will check it soon. You can replace it while we do.',
  accepted: 'We have checked your document. Thank you.',
  rejected: 'We could not accept your document. Please send another one.',
};

// API dates are London calendar dates ("2026-03-10"), which the one date module labels at UTC midnight so no time zone
// moves the day; instants are shown on London's clock (docs/decisions/0008-one-date-module.md).
const londonDay = londonFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** "2026-03-10" → "10 March 2026". */
export const longDate = (isoDate: string) => prettyDate(isoDate);
/** An instant as its London day, "24 November 2026". */
export const londonDate = (isoDateTime: string) => londonDay(new Date(isoDateTime));

/** "240 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** "in 12 days", "tomorrow", "today", "12 days ago". */
export function daysLeft(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${days} days`;
  return days === -1 ? 'yesterday' : `${-days} days ago`;
}
