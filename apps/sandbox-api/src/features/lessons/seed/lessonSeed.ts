import { addDays, addMonths, dateParts, daysBetween, type IsoDate } from '@leisure/dates';
import type { SandboxServices } from '../../../http/context.ts';
import type { Database } from '../../../db/database.ts';
import { ukToday } from '../../../clock.ts';
import { demoAccounts } from '../../../seed/demoAccounts.ts';
import { findVenueBySlug } from '../../site/index.ts';
import { findInstruction } from '../../directDebit/index.ts';
import { findClass, type ClassRow } from '../classRecords.ts';
import { classLessons, upcomingLessons } from '../lessonCalendar.ts';
import { firstCollection, noticeEndOn } from '../lessonPaymentRules.ts';
import { creditForAbsence } from '../makeUpRules.ts';
import { schoolYearTerms, weekdayOnOrAfter } from '../termCalendarRules.ts';
import {
  classCatalogue,
  childNames,
  familyNames,
  parentNames,
  priceOf,
  teacherCatalogue,
  type ClassSeed,
} from './classCatalogue.ts';
import { programmeCatalogue } from './programmeCatalogue.ts';

/**
 * Lessons for the demo venues (docs/decisions/0590–0593), relative to the clock's UK today: the school years around
 * it with their half-terms, the programmes, the classes, and learners in every state: in line (with priority for a
 * sibling and a learner moving up), offered a place, active, moving up, leaving with notice, ended; registers,
 * make-up credits and ticked competencies. Ellie Hughes (BW100005) is in Stage 3 at Islington with one competency
 * to go and a make-up credit; her father Chris pays by a Direct Debit.
 */
export function seedLessons({ db, clock }: SandboxServices): void {
  const today = ukToday(clock);
  const now = clock.now();
  seedTerms(db, today);
  const levels = seedProgrammes(db);
  const teachers = seedTeachers(db);
  const classes = classCatalogue.map((seed) => ({ seed, row: seedClass(db, seed, levels, teachers) }));
  const world = new SeedWorld(db, today, now);
  const find = (venue: string, level: string, weekday: number) =>
    classes.find((c) => c.seed.venue === venue && c.seed.level === level && c.seed.weekday === weekday)!;

  // The Hughes family: Ellie in Stage 3 on Tuesdays, one competency from moving up, with a make-up credit.
  const chris = world.userId(demoAccounts.sharedEmailParent.reference);
  const ellie = world.userId(demoAccounts.sharedEmailChild.reference);
  world.mandate(chris, 1);
  const stage3Tue = find('islington-pool', 'Stage 3', 2);
  const stage2Mon = find('islington-pool', 'Stage 2', 1);
  const ellieStarts = world.startOn(stage3Tue.row, 70);
  world.place(ellie, chris, stage2Mon.row, {
    status: 'ended',
    startsOn: world.startOn(stage2Mon.row, 300),
    endsOn: addDays(ellieStarts, -1),
    reason: 'moved-up',
    paid: false,
  });
  world.place(ellie, chris, stage3Tue.row, { status: 'active', startsOn: ellieStarts });
  world.passLevel(ellie, levels.get('learn-to-swim/Stage 1')!.id, 420);
  world.passLevel(ellie, levels.get('learn-to-swim/Stage 2')!.id, 80);
  world.passSome(ellie, levels.get('learn-to-swim/Stage 3')!.id, 6);
  world.registers(ellie, stage3Tue.row, ellieStarts, [1]);

  // Alex Morgan improves at Leeds on his existing Direct Debit.
  const alex = world.userId(demoAccounts.memberWithDirectDebit.reference);
  const improvers = find('leeds-city', 'Adult improvers', 4);
  const alexStarts = world.startOn(improvers.row, 40);
  world.place(alex, alex, improvers.row, { status: 'active', startsOn: alexStarts });
  world.passSome(alex, improvers.row.level_id, 1);
  world.registers(alex, improvers.row, alexStarts, []);

  // Every class's seeded learners, from families of one or two.
  for (const { seed, row } of classes) {
    for (let i = 0; i < seed.fill; i++) {
      const family = world.family();
      const learner = world.child(family, seed, row, i);
      const startsOn = world.startOn(row, world.daysBackInPlace(row, 35 + ((i * 17) % 120)));
      world.place(learner, family.payer, row, { status: 'active', startsOn });
      const competencies = world.competencyCount(row.level_id);
      world.passSome(learner, row.level_id, (i + row.id) % competencies);
      world.registers(learner, row, startsOn, (i + row.id) % 5 === 0 ? [2] : []);
      family.placed.push({ learner, row });
    }
  }

  // Islington's Stage 3 line (docs/decisions/0591), in the order places are offered: a Stage 2 learner moving up
  // (Saturday mornings), a sibling of a Stage 4 learner, then two others by when they joined.
  const stage2Sat = find('islington-pool', 'Stage 2', 6);
  const islington = stage3Tue.row.venue_id;
  const stage3 = stage3Tue.row.level_id;
  const movingUp = world.learnerIn(stage2Sat.row);
  world.passLevel(movingUp.learner, stage2Sat.row.level_id, 12);
  world.line(movingUp.learner, movingUp.payer, islington, stage3, {
    days: '6',
    times: 'morning',
    joinedDaysAgo: 10,
    movedFrom: movingUp.enrolmentId,
  });
  const sibling = world.learnerIn(find('islington-pool', 'Stage 4', 2).row);
  const brother = world.child(sibling.family, stage3Tue.seed, stage3Tue.row, 3);
  world.line(brother, sibling.payer, islington, stage3, { days: '2,3', times: 'afternoon,evening', joinedDaysAgo: 21 });
  const early = world.family();
  world.line(world.child(early, stage3Tue.seed, stage3Tue.row, 5), early.payer, islington, stage3, {
    days: '1,2,3,4,5',
    times: 'afternoon,evening',
    joinedDaysAgo: 35,
  });
  const late = world.family();
  world.line(world.child(late, stage3Tue.seed, stage3Tue.row, 6), late.payer, islington, stage3, {
    days: '1,2,3,4,5',
    times: 'evening',
    joinedDaysAgo: 14,
  });

  // Wednesday's Stage 3: a learner left last week, and the place is offered to a family who can do Wednesdays.
  const stage3Wed = find('islington-pool', 'Stage 3', 3);
  const leaver = world.family();
  world.place(world.child(leaver, stage3Wed.seed, stage3Wed.row, 1), leaver.payer, stage3Wed.row, {
    status: 'ended',
    startsOn: world.startOn(stage3Wed.row, 200),
    endsOn: addDays(today, -5),
    reason: 'left',
    noticeDaysAgo: 36,
  });
  const offered = world.family();
  world.offer(world.child(offered, stage3Wed.seed, stage3Wed.row, 2), offered.payer, stage3Wed.row, {
    hoursAgo: 20,
    holdHours: 48,
    joinedDaysAgo: 56,
    days: '3',
    times: 'afternoon',
  });

  // A Saturday Stage 4 learner passed: offered Stage 5 straight after, as a move-up.
  const stage4Sat = world.learnerIn(find('islington-pool', 'Stage 4', 6).row);
  world.passLevel(stage4Sat.learner, find('islington-pool', 'Stage 4', 6).row.level_id, 3);
  world.offer(stage4Sat.learner, stage4Sat.payer, find('islington-pool', 'Stage 5', 6).row, {
    hoursAgo: 24,
    holdHours: 7 * 24,
    joinedDaysAgo: 1,
    movedFrom: stage4Sat.enrolmentId,
  });

  // At Leeds a Stage 1 learner is moving up to Stage 2 after Monday's lesson.
  const leedsStage1 = find('leeds-city', 'Stage 1', 1).row;
  const leedsStage2 = find('leeds-city', 'Stage 2', 2).row;
  const mover = world.learnerIn(leedsStage1);
  world.passLevel(mover.learner, leedsStage1.level_id, 9);
  const lastOld = upcomingLessons(db, leedsStage1, today, now)[0];
  const firstNew = lastOld ? upcomingLessons(db, leedsStage2, today, now).find((date) => date > lastOld) : undefined;
  if (lastOld && firstNew) {
    db.prepare("UPDATE lesson_enrolments SET status = 'moving', ends_on = ?, payment_method = NULL WHERE id = ?").run(
      lastOld,
      mover.enrolmentId,
    );
    world.place(mover.learner, mover.payer, leedsStage2, {
      status: 'active',
      startsOn: firstNew,
      carriedFrom: mover.enrolmentId,
      movedFrom: mover.enrolmentId,
    });
  }

  // A Stage 6 learner gave a month's notice last week.
  const stage6 = world.learnerIn(find('islington-pool', 'Stage 6', 4).row);
  db.prepare('UPDATE lesson_enrolments SET notice_given_at = ?, ends_on = ? WHERE id = ?').run(
    new Date(now.getTime() - 7 * 86_400_000).toISOString(),
    noticeEndOn(addDays(today, -7)),
    stage6.enrolmentId,
  );

  // An offer nobody answered: it ended at its deadline and went to the next in line.
  const missed = world.family();
  const stage1Sat = find('islington-pool', 'Stage 1', 6);
  world.place(world.child(missed, stage1Sat.seed, stage1Sat.row, 0), missed.payer, stage1Sat.row, {
    status: 'ended',
    startsOn: null,
    reason: 'offer-expired',
  });
}

function seedTerms(db: Database, today: IsoDate): void {
  const [year, month] = dateParts(today);
  const schoolYear = month >= 8 ? year : year - 1;
  const insertTerm = db.prepare('INSERT INTO lesson_terms (name, starts_on, ends_on) VALUES (?, ?, ?)');
  const insertClosure = db.prepare(
    'INSERT INTO lesson_closures (venue_id, starts_on, ends_on, reason) VALUES (?, ?, ?, ?)',
  );
  for (const yearStart of [schoolYear - 1, schoolYear, schoolYear + 1]) {
    for (const { term, halfTerm } of schoolYearTerms(yearStart)) {
      insertTerm.run(term.name, term.startsOn, term.endsOn);
      insertClosure.run(null, halfTerm.startsOn, halfTerm.endsOn, halfTerm.reason);
    }
  }
  const islington = findVenueBySlug(db, 'islington-pool');
  const thursday = weekdayOnOrAfter(addDays(today, 14), 4);
  if (islington) insertClosure.run(islington.id, thursday, addDays(thursday, 1), 'Pool closed for plant maintenance');
}

type LevelIds = Map<string, { id: number; position: number }>;

function seedProgrammes(db: Database): LevelIds {
  const levels: LevelIds = new Map();
  const insertProgramme = db.prepare(
    `INSERT INTO lesson_programmes (slug, name, framework, activity, icon, description, delivery, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLevel = db.prepare(
    `INSERT INTO lesson_levels (programme_id, position, name, description, min_age_months, max_age_months)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertCompetency = db.prepare(
    'INSERT INTO lesson_competencies (level_id, position, description) VALUES (?, ?, ?)',
  );
  programmeCatalogue.forEach((programme, index) => {
    const programmeId = Number(
      insertProgramme.run(
        programme.slug,
        programme.name,
        programme.framework,
        programme.activity,
        programme.icon,
        programme.description,
        programme.delivery,
        index + 1,
      ).lastInsertRowid,
    );
    programme.levels.forEach((level, position) => {
      const levelId = Number(
        insertLevel.run(
          programmeId,
          position + 1,
          level.name,
          level.description,
          level.minAgeMonths,
          level.maxAgeMonths,
        ).lastInsertRowid,
      );
      levels.set(`${programme.slug}/${level.name}`, { id: levelId, position: position + 1 });
      level.competencies.forEach((text, order) => insertCompetency.run(levelId, order + 1, text));
    });
  });
  return levels;
}

function seedTeachers(db: Database): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = db.prepare('INSERT INTO lesson_teachers (user_id, first_name, last_name) VALUES (?, ?, ?)');
  for (const [key, teacher] of Object.entries(teacherCatalogue)) {
    const user = teacher.demoAccount
      ? (db.prepare('SELECT id FROM users WHERE reference = ?').get(demoAccounts[teacher.demoAccount].reference) as
          { id: number } | undefined)
      : undefined;
    ids.set(key, Number(insert.run(user?.id ?? null, teacher.firstName, teacher.lastName).lastInsertRowid));
  }
  return ids;
}

function seedClass(db: Database, seed: ClassSeed, levels: LevelIds, teachers: Map<string, number>): ClassRow {
  const venue = findVenueBySlug(db, seed.venue);
  const level = levels.get(`${seed.programme}/${seed.level}`);
  if (!venue || !level) throw new Error(`Lesson seed: no venue ${seed.venue} or level ${seed.level}`);
  const price = priceOf(seed.programme);
  const id = Number(
    db
      .prepare(
        `INSERT INTO lesson_classes (venue_id, level_id, area, weekday, starts_at, duration_minutes, teacher_id, capacity,
           monthly_price, lesson_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        venue.id,
        level.id,
        seed.area,
        seed.weekday,
        seed.startsAt,
        seed.minutes,
        teachers.get(seed.teacher) ?? null,
        seed.capacity,
        price.monthly,
        price.lesson,
      ).lastInsertRowid,
  );
  return findClass(db, id)!;
}

interface Family {
  payer: number;
  name: string;
  placed: { learner: number; row: ClassRow }[];
}

interface PlaceOptions {
  status: 'active' | 'ended';
  startsOn: IsoDate | null;
  endsOn?: IsoDate;
  reason?: 'left' | 'moved-up' | 'offer-expired';
  noticeDaysAgo?: number;
  paid?: boolean;
  carriedFrom?: number;
  movedFrom?: number;
}

/** The seeded people and their rows, made deterministically in order. */
class SeedWorld {
  private families = 0;
  private children = 0;
  private readonly byLearner = new Map<number, { family: Family; enrolmentId: number }>();
  private readonly familiesOf = new Map<number, Family>();
  private readonly db: Database;
  private readonly today: IsoDate;
  private readonly now: Date;
  constructor(db: Database, today: IsoDate, now: Date) {
    this.db = db;
    this.today = today;
    this.now = now;
  }

  userId(reference: string): number {
    return (this.db.prepare('SELECT id FROM users WHERE reference = ?').get(reference) as { id: number }).id;
  }

  private addUser(firstName: string, lastName: string, dateOfBirth: IsoDate, email: string): number {
    this.children += 1;
    return Number(
      this.db
        .prepare(
          `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, date_of_birth, can_log_in, created_at)
           VALUES (?, ?, '!', 'customer', ?, ?, ?, 0, ?)`,
        )
        .run(
          `BWL${String(this.children).padStart(5, '0')}`,
          email,
          firstName,
          lastName,
          dateOfBirth,
          this.now.toISOString(),
        ).lastInsertRowid,
    );
  }

  /** A new family: its payer (with a Direct Debit) in a household of their own. */
  family(): Family {
    const n = this.families++;
    const name =
      familyNames[n % familyNames.length]! +
      (n >= familyNames.length ? `-${Math.floor(n / familyNames.length) + 1}` : '');
    const email = `lessons.family.${n + 1}@example.com`;
    const payer = this.addUser(
      parentNames[n % parentNames.length]!,
      name,
      addMonths(this.today, -12 * (33 + (n % 12))),
      email,
    );
    const household = Number(
      this.db
        .prepare('INSERT INTO households (payer_user_id, created_at) VALUES (?, ?)')
        .run(payer, this.now.toISOString()).lastInsertRowid,
    );
    this.db
      .prepare("INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, 'payer', ?)")
      .run(household, payer, this.now.toISOString());
    this.mandate(payer, 1 + ((n * 5) % 28));
    const family = { payer, name, placed: [] };
    this.familiesOf.set(payer, family);
    return family;
  }

  /** A child of the family whose age suits the class's level. */
  child(family: Family, seed: ClassSeed, row: ClassRow, i: number): number {
    const span = (row.max_age_months ?? row.min_age_months + 360) - row.min_age_months;
    const ageMonths =
      seed.programme === 'learn-to-swim'
        ? 12 * (4 + row.level_position) + ((i * 5) % 12)
        : row.min_age_months + ((i * 7 + row.id) % Math.max(1, span - 3));
    const name = childNames[this.children % childNames.length]!;
    const household = this.db
      .prepare('SELECT household_id FROM household_members WHERE user_id = ?')
      .get(family.payer) as { household_id: number };
    const adult = row.min_age_months >= 192;
    const id = this.addUser(
      name,
      family.name,
      addDays(addMonths(this.today, -ageMonths), -((i * 11) % 27)),
      `lessons.family.${family.payer}@example.com`,
    );
    this.db
      .prepare('INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, ?)')
      .run(household.household_id, id, adult ? 'adult' : 'child', this.now.toISOString());
    return id;
  }

  mandate(userId: number, billingDay: number): void {
    if (findInstruction(this.db, userId)) return;
    this.db
      .prepare(
        `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
         VALUES (?, (SELECT first_name || ' ' || last_name FROM users WHERE id = ?), '107999', '88837491', ?, ?)`,
      )
      .run(userId, userId, billingDay, this.now.toISOString());
    this.db
      .prepare('UPDATE users SET has_dd_instruction = 1, billing_day = COALESCE(billing_day, ?) WHERE id = ?')
      .run(billingDay, userId);
  }

  /**
   * How far back a seeded place may start: a term course's place started in the term it is in (one from an earlier
   * term would have ended with it), so no further back than the start of today's term, or of the next one.
   */
  daysBackInPlace(row: ClassRow, daysAgo: number): number {
    if (row.delivery !== 'term') return daysAgo;
    const term = this.db
      .prepare('SELECT starts_on FROM lesson_terms WHERE ends_on >= ? ORDER BY starts_on LIMIT 1')
      .get(this.today) as { starts_on: string } | undefined;
    if (!term) return daysAgo;
    return Math.min(daysAgo, Math.max(0, daysBetween(term.starts_on, this.today)));
  }

  /** The class's first lesson on or after `daysAgo` days before today. */
  startOn(row: ClassRow, daysAgo: number): IsoDate {
    return classLessons(this.db, row, addDays(this.today, -daysAgo), addDays(this.today, 200))[0] ?? this.today;
  }

  place(learner: number, payer: number, row: ClassRow, options: PlaceOptions): number {
    const joined = options.startsOn ? addDays(options.startsOn, -7) : addDays(this.today, -20);
    const joinedAt = `${joined}T09:00:00.000Z`;
    const endsOn =
      options.endsOn ?? (row.delivery === 'term' && options.startsOn ? this.termEnd(options.startsOn) : null);
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, class_id, status, joined_at,
             starts_on, ends_on, notice_given_at, ended_at, ended_reason, moved_from_enrolment_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          learner,
          payer,
          row.venue_id,
          row.level_id,
          row.id,
          options.status,
          joinedAt,
          options.startsOn,
          endsOn,
          options.noticeDaysAgo === undefined
            ? null
            : new Date(this.now.getTime() - options.noticeDaysAgo * 86_400_000).toISOString(),
          options.status === 'ended' ? this.now.toISOString() : null,
          options.reason ?? null,
          options.movedFrom ?? null,
        ).lastInsertRowid,
    );
    if (options.carriedFrom) {
      this.db
        .prepare(
          `UPDATE lesson_enrolments SET (payment_method, monthly_price, paid_from, first_collection_on, first_collection_amount) =
             (SELECT 'direct_debit', monthly_price, paid_from, first_collection_on, first_collection_amount FROM lesson_enrolments WHERE id = ?)
           WHERE id = ?`,
        )
        .run(options.carriedFrom, id);
    } else if (options.startsOn && options.paid !== false && options.reason !== 'offer-expired') {
      const billingDay = findInstruction(this.db, payer)?.billing_day ?? 1;
      const schedule = { monthlyPrice: row.monthly_price, billingDay, startsOn: options.startsOn, endsOn };
      const first = firstCollection(schedule, joined);
      this.db
        .prepare(
          `UPDATE lesson_enrolments SET payment_method = 'direct_debit', monthly_price = ?, paid_from = ?,
             first_collection_on = ?, first_collection_amount = ? WHERE id = ?`,
        )
        .run(row.monthly_price, options.startsOn, first.date, first.amount, id);
    }
    const family = this.familiesOf.get(payer);
    if (family && options.status === 'active') this.byLearner.set(learner, { family, enrolmentId: id });
    return id;
  }

  private termEnd(date: IsoDate): IsoDate | null {
    const row = this.db
      .prepare('SELECT ends_on FROM lesson_terms WHERE starts_on <= ? AND ends_on >= ?')
      .get(date, date) as { ends_on: string } | undefined;
    return row?.ends_on ?? null;
  }

  /** A seeded learner with a place in the class (the first one seeded there). */
  learnerIn(row: ClassRow): { learner: number; payer: number; family: Family; enrolmentId: number } {
    for (const [learner, { family, enrolmentId }] of this.byLearner) {
      const place = this.db.prepare('SELECT class_id FROM lesson_enrolments WHERE id = ?').get(enrolmentId) as {
        class_id: number;
      };
      if (place.class_id === row.id) {
        this.byLearner.delete(learner);
        return { learner, payer: family.payer, family, enrolmentId };
      }
    }
    throw new Error(`Lesson seed: nobody in class ${row.id}`);
  }

  line(
    learner: number,
    payer: number,
    venueId: number,
    levelId: number,
    options: { days: string; times: string; joinedDaysAgo: number; movedFrom?: number },
  ): void {
    this.db
      .prepare(
        `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, status, priority, preferred_days,
           preferred_times, joined_at, moved_from_enrolment_id) VALUES (?, ?, ?, ?, 'waiting', ?, ?, ?, ?, ?)`,
      )
      .run(
        learner,
        payer,
        venueId,
        levelId,
        options.movedFrom ? 'moving-up' : null,
        options.days,
        options.times,
        new Date(this.now.getTime() - options.joinedDaysAgo * 86_400_000).toISOString(),
        options.movedFrom ?? null,
      );
  }

  offer(
    learner: number,
    payer: number,
    row: ClassRow,
    options: {
      hoursAgo: number;
      holdHours: number;
      joinedDaysAgo: number;
      days?: string;
      times?: string;
      movedFrom?: number;
    },
  ): void {
    const offeredAt = this.now.getTime() - options.hoursAgo * 3_600_000;
    this.db
      .prepare(
        `INSERT INTO lesson_enrolments (learner_user_id, payer_user_id, venue_id, level_id, class_id, status, priority,
           preferred_days, preferred_times, joined_at, offered_at, offer_expires_at, moved_from_enrolment_id)
         VALUES (?, ?, ?, ?, ?, 'offered', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        learner,
        payer,
        row.venue_id,
        row.level_id,
        row.id,
        options.movedFrom ? 'moving-up' : null,
        options.days ?? '',
        options.times ?? '',
        new Date(this.now.getTime() - options.joinedDaysAgo * 86_400_000).toISOString(),
        new Date(offeredAt).toISOString(),
        new Date(offeredAt + options.holdHours * 3_600_000).toISOString(),
        options.movedFrom ?? null,
      );
  }

  competencyCount(levelId: number): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM lesson_competencies WHERE level_id = ?').get(levelId) as { n: number }
    ).n;
  }

  private tick(learner: number, levelId: number, count: number, daysAgo: number): void {
    const ids = this.db
      .prepare('SELECT id FROM lesson_competencies WHERE level_id = ? ORDER BY position LIMIT ?')
      .all(levelId, count) as { id: number }[];
    const insert = this.db.prepare(
      'INSERT OR IGNORE INTO lesson_competency_passes (learner_user_id, competency_id, passed_at) VALUES (?, ?, ?)',
    );
    ids.forEach(({ id }, index) =>
      insert.run(
        learner,
        id,
        new Date(this.now.getTime() - (daysAgo + (ids.length - index) * 7) * 86_400_000).toISOString(),
      ),
    );
  }

  passSome(learner: number, levelId: number, count: number): void {
    if (count > 0) this.tick(learner, levelId, count, 3);
  }

  passLevel(learner: number, levelId: number, daysAgo: number): void {
    this.tick(learner, levelId, this.competencyCount(levelId), daysAgo);
  }

  /** The learner's last four lessons before today: present, or absent at the given ones counted back (1 = latest). */
  registers(learner: number, row: ClassRow, startsOn: IsoDate, absentAt: number[]): void {
    const past = classLessons(this.db, row, startsOn, addDays(this.today, -1)).slice(-4).reverse();
    past.forEach((date, index) => {
      const absent = absentAt.includes(index + 1);
      const attendance = Number(
        this.db
          .prepare(
            `INSERT INTO lesson_attendance (class_id, lesson_date, learner_user_id, status, marked_at) VALUES (?, ?, ?, ?, ?)`,
          )
          .run(row.id, date, learner, absent ? 'absent' : 'present', `${date}T18:00:00.000Z`).lastInsertRowid,
      );
      if (!absent) return;
      const term = this.db
        .prepare('SELECT id FROM lesson_terms WHERE starts_on <= ? AND ends_on >= ?')
        .get(date, date) as { id: number };
      const earned = (
        this.db
          .prepare('SELECT COUNT(*) AS n FROM lesson_makeup_credits WHERE learner_user_id = ? AND term_id = ?')
          .get(learner, term.id) as { n: number }
      ).n;
      const credit = creditForAbsence(date, earned);
      if (credit)
        this.db
          .prepare(
            `INSERT INTO lesson_makeup_credits (learner_user_id, level_id, attendance_id, term_id, earned_on, expires_on)
             VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(learner, row.level_id, attendance, term.id, credit.earnedOn, credit.expiresOn);
    });
  }
}
