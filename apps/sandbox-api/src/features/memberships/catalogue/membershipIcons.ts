import type { IconName } from '@leisure/api-contract';

/**
 * The membership cards' icons by type slug (docs/decisions/0020-imagery-from-the-api.md); a type not listed has the
 * generic membership icon.
 */
export const membershipIcons: Record<string, IconName> = {
  'gym-anywhere': 'dumbbell',
  'premium-anywhere': 'star',
  'manchester-multi-site': 'map-pin',
  'swim-only': 'waves',
  'off-peak-gym': 'sun',
  'classes-unlimited': 'bike',
  'junior-swim-and-sport': 'life-buoy',
  'senior-active': 'heart-pulse',
  'student-gym': 'graduation-cap',
  'leisure-pass-concession': 'ticket',
  'family-swim': 'users',
  'racquets-club': 'volleyball',
};

export const GENERIC_MEMBERSHIP_ICON: IconName = 'badge-check';
