import type { GuestPass } from '@leisure/api-contract/browser';
import { monthLabel, visitDateLabel } from './rules/guestPassRules.ts';

export const guestName = (pass: Pick<GuestPass, 'guestFirstName' | 'guestLastName'>): string =>
  `${pass.guestFirstName} ${pass.guestLastName}`;

export const passStatusLabels: Record<GuestPass['status'], string> = {
  upcoming: 'Upcoming',
  used: 'Used',
  expired: 'Not used',
  cancelled: 'Cancelled',
};

/** The QR code's accessible name: what it is and the code it holds. */
export const qrLabel = (pass: Pick<GuestPass, 'code'>): string => `QR code for guest pass ${pass.code}`;

/** "Cancel guest pass, Robin Small, Tuesday 24 November 2026": starts with the visible text (D19). */
export const cancelButtonName = (pass: GuestPass): string =>
  `Cancel guest pass, ${guestName(pass)}, ${visitDateLabel(pass.visitDate)}`;

export const passMonth = (pass: Pick<GuestPass, 'visitDate'>): string => monthLabel(pass.visitDate.slice(0, 7));
