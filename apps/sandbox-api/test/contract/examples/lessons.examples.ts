import { contract } from '@leisure/api-contract';
import { examplesOf, loggedInOnly, type ContractExample } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';

const { lessons, auth } = contract;

// Lessons (docs/decisions/0590-lesson-model.md to 0593). The seeded Hughes household: Ellie is in Stage 3 at
// Islington, Chris pays; the teacher (BWTEACH01) teaches her class. Changes that would spend the demo's state use
// places nobody else's examples read.

const classesOf = async (api: ApiCaller, query: Record<string, unknown>) =>
  (await api.call(lessons.searchLessonClasses, { query })).json.data.classes as {
    id: number;
    spaces: number;
    level: { id: number; name: string };
    venue: { id: number };
    schedule: { weekday: number };
  }[];

const ellieId = async (api: ApiCaller, token: string) => {
  const mine = (await api.call(lessons.getMyLessons, { token })).json.data.learners as {
    id: number;
    firstName: string;
  }[];
  return mine.find((learner) => learner.firstName === 'Ellie')!.id;
};

const myLearners = async (api: ApiCaller, token: string) =>
  (await api.call(lessons.getMyLessons, { token })).json.data.learners as {
    id: number;
    firstName: string;
    places: { id: number; status: string; offer: { kind: string } | null; level: { name: string } }[];
    makeUpCredits: { id: number; state: string }[];
  }[];

export const lessonExamples: ContractExample[] = [
  ...examplesOf(lessons.getLessonProgrammes, { name: 'Learn to Swim, Ducklings, Adult lessons and junior tennis' }),
  ...examplesOf(
    lessons.searchLessonClasses,
    { name: 'Islington classes for a 7-year-old', request: () => ({ query: { venue: 'islington-pool', age: 7 } }) },
    { name: 'an age that is not a number', request: () => ({ query: { age: 'seven' } }), status: 422 },
  ),
  ...examplesOf(
    lessons.getLessonClass,
    {
      name: 'a Stage 3 class: term dates, next lessons, prices',
      request: async (api) => ({
        params: { id: (await classesOf(api, { venue: 'islington-pool', programme: 'learn-to-swim' }))[0]!.id },
      }),
    },
    { name: 'a class that does not exist', request: () => ({ params: { id: 999999 } }), status: 404 },
  ),
  ...loggedInOnly(
    lessons.getMyLessons,
    { name: "the Hughes household's learners", as: 'sharedEmailParent' },
    'a visitor has none',
  ),
  ...examplesOf(
    lessons.enrolInLessonClass,
    {
      name: 'Jordan joins adult beginners at Leeds, setting up a Direct Debit',
      as: 'customerWithPenalties',
      request: async (api, token) => {
        const me = (await api.call(auth.getUser, { token })).json.data.id as number;
        const [beginners] = await classesOf(api, { venue: 'leeds-city', programme: 'adult-lessons' });
        return {
          body: {
            classId: beginners!.id,
            learnerId: me,
            paymentMethod: 'directDebit',
            bankDetails: {
              accountHolder: 'Jordan Lee',
              ddTermsAccepted: true,
              accountDetails: { sortCode: '10-79-99', accountNumber: '88837491' },
            },
            billingDay: 15,
          },
        };
      },
    },
    {
      name: "someone else's child",
      as: 'memberWithoutDirectDebit',
      request: async (api) => {
        const token = await api.login('sharedEmailParent');
        const [beginners] = await classesOf(api, { venue: 'leeds-city', programme: 'adult-lessons' });
        return { body: { classId: beginners!.id, learnerId: await ellieId(api, token), paymentMethod: 'directDebit' } };
      },
      status: 403,
    },
  ),
  ...examplesOf(lessons.joinLessonWaitingList, {
    name: 'Sam in line for adult beginners at Salford, evenings',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => {
      const me = (await api.call(auth.getUser, { token })).json.data.id as number;
      const [beginners] = await classesOf(api, { venue: 'salford-quays', programme: 'adult-lessons' });
      return {
        body: {
          learnerId: me,
          venueId: beginners!.venue.id,
          levelId: beginners!.level.id,
          preferredDays: [1],
          preferredTimes: ['morning'],
        },
      };
    },
  }),
  ...examplesOf(
    lessons.acceptLessonOffer,
    {
      name: 'Chris takes the adult beginners place the line offers him at once',
      as: 'sharedEmailParent',
      request: async (api, token) => {
        // The class has places and nobody in line fits it, so joining its line offers him one straight away.
        const me = (await api.call(auth.getUser, { token })).json.data.id as number;
        const [improvers] = (await classesOf(api, { venue: 'islington-pool', programme: 'adult-lessons' })).filter(
          (c) => c.level.name === 'Adult beginners',
        );
        const joined = await api.call(lessons.joinLessonWaitingList, {
          token,
          body: { learnerId: me, venueId: improvers!.venue.id, levelId: improvers!.level.id },
        });
        return { params: { id: joined.json.data.id }, body: { paymentMethod: 'directDebit' } };
      },
    },
    {
      name: 'an offer not in the household',
      as: 'memberWithoutDirectDebit',
      request: () => ({ params: { id: 999999 }, body: { paymentMethod: 'directDebit' } }),
      status: 404,
    },
  ),
  ...examplesOf(lessons.declineLessonOffer, {
    name: 'Sam turns down a stroke development place',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => {
      const me = (await api.call(auth.getUser, { token })).json.data.id as number;
      const [improvers] = (await classesOf(api, { venue: 'islington-pool', programme: 'adult-lessons' })).filter(
        (c) => c.level.name === 'Stroke development',
      );
      const joined = await api.call(lessons.joinLessonWaitingList, {
        token,
        body: { learnerId: me, venueId: improvers!.venue.id, levelId: improvers!.level.id },
      });
      return { params: { id: joined.json.data.id } };
    },
  }),
  ...examplesOf(
    lessons.tickLessonCompetencies,
    {
      name: "the teacher ticks Ellie's last Stage 3 competency: a move-up offer",
      as: 'teacher',
      request: async (api, token) => {
        const parent = await api.login('sharedEmailParent');
        const ellie = (await myLearners(api, parent)).find((learner) => learner.firstName === 'Ellie')!;
        const programmes = (await api.call(lessons.getLessonProgrammes)).json.data.programmes as {
          levels: { name: string; competencies: { id: number }[] }[];
        }[];
        const stage3 = programmes[0]!.levels.find((level) => level.name === 'Stage 3')!;
        void token;
        return { params: { id: ellie.id }, body: { competencyIds: [stage3.competencies.at(-1)!.id], passed: true } };
      },
    },
    {
      name: 'front-of-house staff who do not teach',
      as: 'staff',
      request: () => ({ params: { id: 1 }, body: { competencyIds: [1], passed: true } }),
      status: 403,
    },
  ),
  ...examplesOf(lessons.acceptLessonMoveUp, {
    name: "Chris accepts Ellie's move-up to Stage 4",
    as: 'sharedEmailParent',
    request: async (api, token) => {
      const ellie = (await myLearners(api, token!)).find((learner) => learner.firstName === 'Ellie')!;
      return { params: { id: ellie.places.find((place) => place.offer?.kind === 'move-up')!.id } };
    },
  }),
  ...examplesOf(lessons.getMakeUpLessons, {
    name: "where Ellie's make-up credit can go",
    as: 'sharedEmailParent',
    request: async (api, token) => {
      const ellie = (await myLearners(api, token!)).find((learner) => learner.firstName === 'Ellie')!;
      return { params: { id: ellie.makeUpCredits[0]!.id } };
    },
  }),
  ...examplesOf(
    lessons.bookMakeUpLesson,
    {
      name: "Ellie's make-up on a Sunday",
      as: 'sharedEmailParent',
      request: async (api, token) => {
        const ellie = (await myLearners(api, token!)).find((learner) => learner.firstName === 'Ellie')!;
        const credit = ellie.makeUpCredits.find((candidate) => candidate.state === 'available')!;
        const options = (await api.call(lessons.getMakeUpLessons, { token, params: { id: credit.id } })).json.data
          .lessons as {
          class: { id: number };
          lessonDate: string;
        }[];
        return { body: { creditId: credit.id, classId: options[0]!.class.id, lessonDate: options[0]!.lessonDate } };
      },
    },
    {
      name: 'a credit not in the household',
      as: 'memberWithoutDirectDebit',
      request: () => ({ body: { creditId: 999999, classId: 1, lessonDate: '2026-01-01' } }),
      status: 404,
    },
  ),
  ...examplesOf(lessons.leaveLessonClass, {
    name: 'Alex gives notice on adult improvers',
    as: 'memberWithDirectDebit',
    request: async (api, token) => {
      const alex = (await myLearners(api, token!))[0]!;
      return {
        params: {
          id: alex.places.find((place) => place.status === 'active' && place.level.name === 'Adult improvers')!.id,
        },
      };
    },
  }),
  ...examplesOf(
    lessons.getTeacherDay,
    { name: "the teacher's classes today", as: 'teacher' },
    { name: 'front-of-house staff who do not teach', as: 'staff', status: 403 },
  ),
  ...examplesOf(lessons.markLessonRegister, {
    name: 'the teacher marks a past lesson of her Sunday class',
    as: 'teacher',
    request: async (api, token) => {
      const sunday = (await classesOf(api, { venue: 'islington-pool', programme: 'learn-to-swim', weekday: 7 })).find(
        (c) => c.level.name === 'Stage 3',
      )!;
      // Find a Sunday in the past with a register: walk back from today to the latest date the day's list shows it.
      for (let back = 0; back < 120; back++) {
        const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
        const day = (await api.call(lessons.getTeacherDay, { token, query: { date } })).json.data as {
          registers: { class: { id: number }; learners: { id: number }[] }[];
        };
        const register = day.registers.find(
          (candidate) => candidate.class.id === sunday.id && candidate.learners.length,
        );
        if (register)
          return {
            params: { id: sunday.id },
            body: { lessonDate: date, marks: [{ learnerId: register.learners[0]!.id, status: 'present' }] },
          };
      }
      throw new Error('No past Sunday lesson with a register');
    },
  }),
];
