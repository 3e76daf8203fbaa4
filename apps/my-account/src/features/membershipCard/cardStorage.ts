// The last membership card shown, kept in this tab so the card still shows when the API cannot be reached
// (docs/decisions/0453): sessionStorage (this tab only, gone when it closes), and forgotten as soon as the session
// ends (useForgetCardWhenLoggedOut, mounted with the account pages).

export interface CardMembership {
  id: number;
  name: string;
  homeVenue: string;
  /** The last day of a membership with an end date; null for a rolling one. */
  endDate: string | null;
  status: 'active' | 'pending';
}

export interface MembershipCardData {
  userId: number;
  name: string;
  reference: string;
  photo: string | null;
  homeVenue: string | null;
  memberships: CardMembership[];
  /** When this copy was taken from the API (ISO instant). */
  savedAt: string;
}

const STORAGE_KEY = 'leisure.my-account.membership-card';

/** sessionStorage, or nothing where reading it throws (blocked storage, sandboxed frames). */
function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveCard(card: MembershipCardData): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(card));
  } catch {
    // Full or blocked storage: the card still shows while online.
  }
}

/** The kept card of this user, if any. */
export function readCard(userId: number | undefined): MembershipCardData | undefined {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const card = JSON.parse(raw) as MembershipCardData;
    if (userId !== undefined && card.userId !== userId) return undefined;
    return typeof card.reference === 'string' && Array.isArray(card.memberships) ? card : undefined;
  } catch {
    return undefined;
  }
}

export function forgetCard(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
