/** The lessons pages of my account (docs/decisions/0595-lessons-in-my-account.md); the offer email links to the second. */
export const lessonsPath = '/lessons';
export const offerPath = (offerId: number): string => `/lessons/offers/${offerId}`;
export const makeUpPath = (creditId: number): string => `/lessons/credits/${creditId}/make-up`;
