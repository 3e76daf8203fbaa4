import type { LessonLearner, LessonPlace, MakeUpCredit, MyLessons } from '@leisure/api-contract/browser';

/** A place an offer holds (a waiting-list place or a move-up), with the learner it is for. */
export interface OfferFound {
  learner: LessonLearner;
  place: LessonPlace;
}

/** The offer an email links to, among the household's places; none once it is not the caller's (or has gone). */
export function findOffer(lessons: MyLessons, offerId: number): OfferFound | null {
  for (const learner of lessons.learners) {
    const place = learner.places.find((candidate) => candidate.id === offerId && candidate.offer !== null);
    if (place) return { learner, place };
  }
  return null;
}

export function findCredit(
  lessons: MyLessons,
  creditId: number,
): { learner: LessonLearner; credit: MakeUpCredit } | null {
  for (const learner of lessons.learners) {
    const credit = learner.makeUpCredits.find((candidate) => candidate.id === creditId);
    if (credit) return { learner, credit };
  }
  return null;
}

/** Places still live (in line, offered, in a class or leaving), offers first: ended ones are history. */
export function livePlaces(learner: LessonLearner): LessonPlace[] {
  const order = { offered: 0, active: 1, moving: 2, waiting: 3, ended: 4 } as const;
  return learner.places.filter((place) => place.status !== 'ended').sort((a, b) => order[a.status] - order[b.status]);
}

/** Whether a learner has anything at all to show: a place, progress or a credit. */
export const hasLessons = (learner: LessonLearner): boolean =>
  learner.places.length > 0 || learner.progress.length > 0 || learner.makeUpCredits.length > 0;

/** An offer still open: the deadline is the API's to judge (offers past it have already passed on, 0591). */
export const isOpenOffer = (place: LessonPlace): boolean => place.status === 'offered' && place.offer !== null;
