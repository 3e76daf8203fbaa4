// The shapes of swimming lessons and courses (lessons.ts; docs/decisions/0590-lesson-model.md to 0593): programmes
// of ordered levels with competencies, weekly classes in term time, a learner's places (waiting, offered, active,
// moving, ended), attendance, make-up credits and progress; and the teacher's registers.
import { z } from 'zod';
import { id, idParam, isoDate, isoDateTime, money } from '../common.ts';
import { accountDetailsInputSchema } from './joiningSchemas.ts';
import { iconName } from './imagerySchemas.ts';
import { billingDayInput, directDebitCollectionSchema } from './directDebitSchemas.ts';

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 16:30.');
export const lessonWeekday = z.number().int().min(1).max(7);

/** continuous: the place carries on term after term until the learner leaves or moves up; term: it ends with the term. */
export const lessonDelivery = z.enum(['continuous', 'term']);
export type LessonDelivery = z.infer<typeof lessonDelivery>;

/** Parts of the day a family can do: morning before 12:00, afternoon 12:00–16:59, evening from 17:00. */
export const lessonPartOfDay = z.enum(['morning', 'afternoon', 'evening']);
export type LessonPartOfDay = z.infer<typeof lessonPartOfDay>;

/** An age band in whole months, as on the day of the first lesson, and as a parent reads it ("4 to 11"). */
export const ageBandSchema = z.object({
  minAgeMonths: z.number().int().min(0),
  maxAgeMonths: z.number().int().min(0).nullable(),
  text: z.string(),
});

export const competencySchema = z.object({ id, position: z.number().int().min(1), description: z.string() });

export const lessonLevelSchema = z.object({
  id,
  /** 1 for the first level; learners move up one level at a time. */
  position: z.number().int().min(1),
  name: z.string(),
  description: z.string(),
  ageBand: ageBandSchema,
  competencies: z.array(competencySchema),
});
export type LessonLevel = z.infer<typeof lessonLevelSchema>;

export const lessonProgrammeSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  /** e.g. "Swim England Learn to Swim". */
  framework: z.string(),
  /** The OpenActive activity, e.g. "Swimming". */
  activity: z.string(),
  /** Its icon, a name of the front ends' icon set (docs/decisions/0020). */
  icon: iconName,
  description: z.string(),
  delivery: lessonDelivery,
  levels: z.array(lessonLevelSchema),
});
export type LessonProgramme = z.infer<typeof lessonProgrammeSchema>;

export const lessonProgrammesSchema = z.object({ programmes: z.array(lessonProgrammeSchema) });
export type LessonProgrammes = z.infer<typeof lessonProgrammesSchema>;

export const lessonScheduleSchema = z.object({
  weekday: lessonWeekday,
  /** "Monday". */
  weekdayName: z.string(),
  /** London wall time. */
  startsAt: timeOfDay,
  endsAt: timeOfDay,
  durationMinutes: z.number().int().positive(),
});

/**
 * What an OpenActive CourseInstance needs (https://openactive.io/modelling-opportunity-data/): the activity, level,
 * age range, schedule, price and remaining capacity, named as OpenActive names them. An RPDE feed is a later step.
 */
export const openActiveCourseInstanceSchema = z.object({
  type: z.literal('CourseInstance'),
  identifier: z.string(),
  name: z.string(),
  activity: z.string(),
  level: z.string(),
  ageRange: z.object({ minValue: z.number().int(), maxValue: z.number().int().nullable() }),
  eventSchedule: z.object({
    /** e.g. "https://schema.org/Monday". */
    byDay: z.string(),
    startTime: timeOfDay,
    /** ISO 8601, e.g. "PT30M". */
    duration: z.string(),
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    scheduleTimezone: z.literal('Europe/London'),
  }),
  offers: z.array(z.object({ name: z.string(), price: z.number(), priceCurrency: z.literal('GBP') })),
  maximumAttendeeCapacity: z.number().int(),
  remainingAttendeeCapacity: z.number().int().min(0),
  location: z.object({ name: z.string(), postalCode: z.string() }),
});

export const lessonClassSchema = z.object({
  id,
  /** "Stage 3 · Mondays 16:30". */
  name: z.string(),
  venue: z.object({ id, slug: z.string(), name: z.string() }),
  /** The pool or area, e.g. "Learner pool". */
  area: z.string(),
  programme: z.object({ id, slug: z.string(), name: z.string(), activity: z.string(), icon: iconName }),
  level: z.object({ id, position: z.number().int(), name: z.string() }),
  ageBand: ageBandSchema,
  schedule: lessonScheduleSchema,
  /** First name and initial ("Megan P."); null while nobody is assigned. */
  teacher: z.string().nullable(),
  delivery: lessonDelivery,
  capacity: z.number().int().positive(),
  /** Places free from the next lesson on (0: full, join the waiting list). */
  spaces: z.number().int().min(0),
  /** "3 places left", "Full: join the waiting list". */
  spacesText: z.string(),
  nextLessonOn: isoDate.nullable(),
  monthlyPrice: money,
  lessonPrice: money,
  openActive: openActiveCourseInstanceSchema,
});
export type LessonClass = z.infer<typeof lessonClassSchema>;

export const lessonClassesSchema = z.object({ classes: z.array(lessonClassSchema) });
export type LessonClasses = z.infer<typeof lessonClassesSchema>;

export const lessonTermSchema = z.object({ id, name: z.string(), startsOn: isoDate, endsOn: isoDate });
export const lessonClosureSchema = z.object({ startsOn: isoDate, endsOn: isoDate, reason: z.string() });

export const lessonBlockKind = z.enum(['rest-of-term', 'ten-lessons']);
export type LessonBlockKind = z.infer<typeof lessonBlockKind>;

/** A block of lessons paid by card: "The rest of Spring term 2027: 10 lessons, 9 January to 27 March, £95.00". */
export const lessonCardBlockSchema = z.object({
  kind: lessonBlockKind,
  /** "The rest of Spring term 2027", "Ten lessons". */
  name: z.string(),
  lessons: z.number().int().positive(),
  firstLessonOn: isoDate,
  lastLessonOn: isoDate,
  price: money,
});
export type LessonCardBlock = z.infer<typeof lessonCardBlockSchema>;

export const lessonClassDetailSchema = lessonClassSchema.extend({
  levelDescription: z.string(),
  competencies: z.array(competencySchema),
  /** The term the next lesson is in (a term course's dates), or null when no term is set. */
  term: lessonTermSchema.nullable(),
  /** "Continuous: your place carries on each term until you leave or move up", or the term's dates. */
  deliveryText: z.string(),
  /** The next lessons, closures skipped (up to 8). */
  nextLessons: z.array(isoDate),
  /** Closures from today that fall on the class's day. */
  closures: z.array(lessonClosureSchema),
  lessonsLeftInTerm: z.number().int().min(0),
  /**
   * What a block by card buys from the first lesson with a place (docs/decisions/0599): a term course the rest of its
   * term, a continuous class ten lessons. Null when there is none to sell (the class is full, or no lessons are left).
   */
  cardBlock: lessonCardBlockSchema.nullable(),
});
export type LessonClassDetail = z.infer<typeof lessonClassDetailSchema>;

export const lessonClassesQuery = z.object({
  venue: z.string().max(80).optional().describe("A venue's slug."),
  programme: z.string().max(80).optional().describe("A programme's slug."),
  levelId: idParam.optional(),
  age: z.coerce
    .number({ error: 'Enter the age in years.' })
    .int('Enter the age in whole years.')
    .min(0, 'Enter an age of 0 or more.')
    .max(99, 'Enter an age under 100.')
    .optional()
    .describe("The learner's age in years today: classes whose band takes it."),
  weekday: z.coerce.number().int().min(1, 'Choose a day.').max(7, 'Choose a day.').optional(),
  from: timeOfDay.optional().describe('Classes starting at or after this London time.'),
  to: timeOfDay.optional().describe('Classes starting at or before this London time.'),
});

export const lessonLearnerRef = z.object({ id, firstName: z.string(), lastName: z.string() });

/** A place in a class or in line, in any of its states (docs/decisions/0590). */
export const lessonPlaceStatus = z.enum(['waiting', 'offered', 'active', 'moving', 'ended']);
export type LessonPlaceStatus = z.infer<typeof lessonPlaceStatus>;

export const lessonPlaceSchema = z.object({
  id,
  status: lessonPlaceStatus,
  /** What a parent reads: "2nd in line", "Offer held until 7 December 2026, 18:00", "Leaving: last lesson …". */
  statusText: z.string(),
  learner: lessonLearnerRef,
  venue: z.object({ id, slug: z.string(), name: z.string() }),
  programme: z.object({ id, name: z.string() }),
  level: z.object({ id, position: z.number().int(), name: z.string() }),
  /** The class: null while in line. */
  class: lessonClassSchema.nullable(),
  waiting: z
    .object({
      position: z.number().int().min(1),
      joinedAt: isoDateTime,
      preferredDays: z.array(lessonWeekday),
      preferredTimes: z.array(lessonPartOfDay),
      /** Why they are ahead of people who joined earlier (docs/decisions/0591). */
      priority: z.enum(['moving-up', 'sibling']).nullable(),
    })
    .nullable(),
  offer: z
    .object({
      kind: z.enum(['place', 'move-up']),
      /** Accept before this instant; after it the place goes to the next in line. */
      expiresAt: isoDateTime,
      firstLessonOn: isoDate.nullable(),
      /** A move-up: the learner's last lesson in the class they are in now. */
      lastOldLessonOn: isoDate.nullable(),
    })
    .nullable(),
  firstLessonOn: isoDate.nullable(),
  nextLessonOn: isoDate.nullable(),
  /** Set once the place has an end: notice given, a move up, a term course's term. */
  lastLessonOn: isoDate.nullable(),
  endsOn: isoDate.nullable(),
  notice: z.object({ givenAt: isoDateTime, endsOn: isoDate }).nullable(),
  payment: z
    .discriminatedUnion('method', [
      z.object({
        method: z.literal('directDebit'),
        monthlyPrice: money,
        firstCollection: directDebitCollectionSchema,
        /** The collections still to come (the next three, or up to the end). */
        upcomingCollections: z.array(directDebitCollectionSchema),
        /** The last collection, once the place has an end. */
        lastCollection: directDebitCollectionSchema.nullable(),
      }),
      z.object({
        /** Paid by card in blocks (docs/decisions/0599). */
        method: z.literal('cardBlock'),
        /** The last lesson paid for. */
        paidUpTo: isoDate,
        /** Paid lessons still to come. */
        lessonsLeft: z.number().int().min(0),
        blocks: z.array(
          z.object({
            kind: lessonBlockKind,
            lessons: z.number().int().positive(),
            firstLessonOn: isoDate,
            lastLessonOn: isoDate,
            amount: money,
            paidOn: isoDate,
            orderId: id,
          }),
        ),
        /** The next ten lessons, to top up by card; null for a term course or a place that is ending. */
        topUp: lessonCardBlockSchema.nullable(),
      }),
    ])
    .nullable(),
});
export type LessonPlace = z.infer<typeof lessonPlaceSchema>;

export const competencyProgressSchema = competencySchema.extend({
  passed: z.boolean(),
  passedOn: isoDate.nullable(),
});

export const levelProgressSchema = z.object({
  programme: z.object({ id, name: z.string() }),
  level: z.object({ id, position: z.number().int(), name: z.string() }),
  competencies: z.array(competencyProgressSchema),
  passedCount: z.number().int().min(0),
  /** Every competency passed: a move-up offer follows (or the programme is complete). */
  levelPassed: z.boolean(),
});
export type LevelProgress = z.infer<typeof levelProgressSchema>;

export const makeUpCreditSchema = z.object({
  id,
  level: z.object({ id, name: z.string() }),
  /** The missed lesson. */
  missedLesson: z.object({ classId: id, className: z.string(), lessonDate: isoDate }),
  expiresOn: isoDate,
  state: z.enum(['available', 'booked', 'expired']),
  booked: z.object({ classId: id, className: z.string(), lessonDate: isoDate }).nullable(),
});
export type MakeUpCredit = z.infer<typeof makeUpCreditSchema>;

export const lessonAbsenceSchema = z.object({ classId: id, className: z.string(), lessonDate: isoDate });

export const lessonLearnerSchema = lessonLearnerRef.extend({
  /** Whole years today; null without a date of birth. */
  age: z.number().int().nullable(),
  places: z.array(lessonPlaceSchema),
  progress: z.array(levelProgressSchema),
  absences: z.array(lessonAbsenceSchema),
  makeUpCredits: z.array(makeUpCreditSchema),
});
export type LessonLearner = z.infer<typeof lessonLearnerSchema>;

/** The caller's household's learners (themself first), each with their places, progress and credits. */
export const myLessonsSchema = z.object({ learners: z.array(lessonLearnerSchema) });
export type MyLessons = z.infer<typeof myLessonsSchema>;

/** Paying monthly by Direct Debit: the payer's mandate, or a new one from these bank details (and billing day). */
export const lessonPaymentBody = z.object({
  paymentMethod: z.literal('directDebit', { error: 'Choose how to pay: monthly by Direct Debit.' }),
  /** Only when the payer has no Direct Debit yet: checked as joining checks them. */
  bankDetails: z
    .object({
      accountHolder: z.string().max(100, 'Keep this under 100 characters.').nullable().optional(),
      ddTermsAccepted: z.boolean().nullable().optional(),
      accountDetails: accountDetailsInputSchema.nullable().optional(),
    })
    .optional(),
  /** A new mandate's billing day; an existing mandate keeps its own. */
  billingDay: billingDayInput.optional(),
});
export type LessonPaymentBody = z.infer<typeof lessonPaymentBody>;

export const enrolInLessonBody = lessonPaymentBody.extend({
  classId: id,
  /** The household member taking the place (the caller, or someone they book for). */
  learnerId: id,
});
export type EnrolInLessonBody = z.infer<typeof enrolInLessonBody>;

export const joinLessonWaitingListBody = z.object({
  learnerId: id,
  venueId: id,
  levelId: id,
  preferredDays: z.array(lessonWeekday).max(7).default([]),
  preferredTimes: z.array(lessonPartOfDay).max(3).default([]),
});
export type JoinLessonWaitingListBody = z.infer<typeof joinLessonWaitingListBody>;

export const bookMakeUpBody = z.object({ creditId: id, classId: id, lessonDate: isoDate });
export type BookMakeUpBody = z.infer<typeof bookMakeUpBody>;

export const makeUpLessonsSchema = z.object({
  lessons: z.array(z.object({ class: lessonClassSchema, lessonDate: isoDate, spaces: z.number().int().min(1) })),
});
export type MakeUpLessons = z.infer<typeof makeUpLessonsSchema>;

export const attendanceStatus = z.enum(['present', 'absent']);

export const registerLearnerSchema = lessonLearnerRef.extend({
  age: z.number().int().nullable(),
  /** In the class, or here on a make-up. */
  kind: z.enum(['enrolled', 'make-up']),
  attendance: attendanceStatus.nullable(),
  progress: levelProgressSchema,
});

export const lessonRegisterSchema = z.object({
  class: lessonClassSchema,
  lessonDate: isoDate,
  startsAt: isoDateTime,
  learners: z.array(registerLearnerSchema),
});
export type LessonRegister = z.infer<typeof lessonRegisterSchema>;

export const teacherDaySchema = z.object({ date: isoDate, registers: z.array(lessonRegisterSchema) });
export type TeacherDay = z.infer<typeof teacherDaySchema>;

export const markRegisterBody = z.object({
  lessonDate: isoDate,
  marks: z
    .array(z.object({ learnerId: id, status: attendanceStatus }))
    .min(1, 'Mark at least one learner.')
    .max(40),
});
export type MarkRegisterBody = z.infer<typeof markRegisterBody>;

export const tickCompetenciesBody = z.object({
  competencyIds: z.array(id).min(1, 'Choose at least one competency.').max(40),
  /** True ticks them; false takes a tick back (not once the level is passed). */
  passed: z.boolean(),
});
export type TickCompetenciesBody = z.infer<typeof tickCompetenciesBody>;

export const tickCompetenciesResultSchema = z.object({
  learner: lessonLearnerRef,
  progress: levelProgressSchema,
  /** The move-up offer passing the level made (null when none was made now). */
  moveUp: lessonPlaceSchema.nullable(),
});
export type TickCompetenciesResult = z.infer<typeof tickCompetenciesResultSchema>;
