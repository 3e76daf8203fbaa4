import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { ukToday } from '../../clock.ts';
import { acceptOffer, declineOffer, enrol, offerFor } from './enrolment.ts';
import { findEnrolment } from './enrolmentRecords.ts';
import { leave } from './leaving.ts';
import { bookMakeUp, makeUpLessons } from './makeUps.ts';
import { acceptMoveUp } from './moveUp.ts';
import { offerFreedPlaces, settleLessons } from './offers.ts';
import { creditView, findCredit, myLessonsView, placeView } from './placeViews.ts';
import { joinLine } from './waitingList.ts';

const { lessons } = contract;

/**
 * The account's lessons (docs/decisions/0590–0593): each call first settles what the clock has passed (offers at
 * their deadline pass on), then changes and answers in the router's one transaction (decision 0015).
 */
export const myLessonRoutes = [
  implement(lessons.getMyLessons, ({ db, clock, user }) => {
    settleLessons(db, clock);
    return myLessonsView(db, clock, user!.id);
  }),
  implement(lessons.enrolInLessonClass, ({ db, clock, user, body }) => {
    settleLessons(db, clock);
    return placeView(db, clock, findEnrolment(db, enrol(db, clock, user!.id, body))!);
  }),
  implement(lessons.joinLessonWaitingList, ({ db, clock, user, body }) => {
    settleLessons(db, clock);
    return placeView(db, clock, findEnrolment(db, joinLine(db, clock, user!.id, body))!);
  }),
  implement(lessons.acceptLessonOffer, ({ db, clock, user, params, body }) => {
    settleLessons(db, clock);
    return placeView(db, clock, findEnrolment(db, acceptOffer(db, clock, user!.id, params.id, body))!);
  }),
  implement(lessons.declineLessonOffer, ({ db, clock, user, params }) => {
    settleLessons(db, clock);
    const offer = declineOffer(db, clock, user!.id, params.id);
    if (offer.class_id) offerFreedPlaces(db, clock, offer.class_id);
    return placeView(db, clock, findEnrolment(db, offer.id)!);
  }),
  implement(lessons.acceptLessonMoveUp, ({ db, clock, user, params }) => {
    settleLessons(db, clock);
    const offer = offerFor(db, user!.id, params.id);
    return placeView(db, clock, findEnrolment(db, acceptMoveUp(db, clock, offer))!);
  }),
  implement(lessons.leaveLessonClass, ({ db, clock, user, params }) => {
    settleLessons(db, clock);
    return placeView(db, clock, findEnrolment(db, leave(db, clock, user!.id, params.id))!);
  }),
  implement(lessons.getMakeUpLessons, ({ db, clock, user, params }) => {
    settleLessons(db, clock);
    return makeUpLessons(db, clock, user!.id, params.id);
  }),
  implement(lessons.bookMakeUpLesson, ({ db, clock, user, body }) => {
    settleLessons(db, clock);
    const id = bookMakeUp(db, clock, user!.id, body);
    return creditView(db, ukToday(clock), findCredit(db, id)!);
  }),
];
