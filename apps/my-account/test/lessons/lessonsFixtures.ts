import { callEndpoint, createHttpClient } from '@leisure/api-client';
import {
  authRoutes,
  householdsRoutes,
  lessonsRoutes,
  type LessonPlace,
  type MyLessons,
} from '@leisure/api-contract/browser';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { apiBaseUrl } from '../support/sandboxApi.ts';

/** Chris Hughes pays for the seeded household; Ellie is in Stage 3 with one competency to go and a make-up credit. */
export const chris = { username: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };

const client = (token: string) => createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });

export async function tokenOf(account: { username: string; password: string }): Promise<string> {
  return (await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), authRoutes.login, { body: account })).token;
}

export const myLessons = async (token: string): Promise<MyLessons> =>
  callEndpoint(client(token), lessonsRoutes.getMyLessons, {});

export const learnerNamed = (lessons: MyLessons, firstName: string) =>
  lessons.learners.find((learner) => learner.firstName === firstName)!;

/** The demo teacher ticks what is left of the learner's level: passing it makes the move-up offer (decision 0590). */
export async function passLevel(learnerId: number, competencyIds: number[]): Promise<void> {
  const teacher = await tokenOf({ username: demoAccounts.teacher.reference, password: DEMO_PASSWORD });
  await callEndpoint(client(teacher), lessonsRoutes.tickLessonCompetencies, {
    params: { id: learnerId },
    body: { competencyIds, passed: true },
  });
}

/** A child of eight added to the caller's household, through the API as the Family page adds one. */
export async function addChild(token: string, firstName: string): Promise<number> {
  const household = await callEndpoint(client(token), householdsRoutes.addHouseholdChild, {
    body: { firstName, lastName: 'Tester', dateOfBirth: '2018-03-01' },
  });
  return household.members.find((member) => member.firstName === firstName)!.id;
}

/**
 * The child joins a Stage 1 line (docs/decisions/0591). `waiting`: they can only do a day on which the venue has no
 * Stage 1 class, so no place fits them and they wait in line. Otherwise any day will do, and a class with a space
 * nobody ahead of them can take is offered to them at once.
 */
export async function joinStage1Line(
  token: string,
  childId: number,
  { waiting }: { waiting: boolean },
): Promise<LessonPlace> {
  const { classes } = await callEndpoint(client(token), lessonsRoutes.searchLessonClasses, {
    query: { programme: 'learn-to-swim' },
  });
  const stage1 = classes.filter((lessonClass) => lessonClass.level.position === 1);
  const chosen = waiting ? stage1[0]! : stage1.find((lessonClass) => lessonClass.spaces > 0)!;
  const taught = new Set(
    stage1.filter((lessonClass) => lessonClass.venue.id === chosen.venue.id).map(({ schedule }) => schedule.weekday),
  );
  const freeDay = [1, 2, 3, 4, 5, 6, 7].find((day) => !taught.has(day))!;
  return callEndpoint(client(token), lessonsRoutes.joinLessonWaitingList, {
    body: {
      learnerId: childId,
      venueId: chosen.venue.id,
      levelId: chosen.level.id,
      preferredDays: waiting ? [freeDay] : [],
      preferredTimes: [],
    },
  });
}
