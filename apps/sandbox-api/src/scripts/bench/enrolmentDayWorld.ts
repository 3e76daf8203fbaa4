import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { addMonths } from '@leisure/dates';
import { hashToken } from '../../http/authenticate.ts';
import { drawOrder } from '../../features/lessons/enrolmentQueueRules.ts';

/**
 * The enrolment-day bench's people and classes, written straight into the running sandbox's database file (as the
 * tests do: the bench needs 2,500 parents, not 2,500 sign-ups), and the checks read from it afterwards
 * (docs/decisions/0597-enrolment-queue.md).
 */

export interface BenchParent {
  index: number;
  userId: number;
  childId: number;
  token: string;
}

export interface BenchWorld {
  venueId: number;
  termId: number;
  levelId: number;
  classIds: number[];
  managerToken: string;
  parents: BenchParent[];
}

const open = (file: string) => {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000;');
  return db;
};

const token = (db: DatabaseSync, userId: number) => {
  const value = randomBytes(24).toString('hex');
  db.prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    hashToken(value),
    userId,
    '2020-01-01T00:00:00Z',
    '2999-01-01T00:00:00Z',
  );
  return value;
};

/**
 * `parents` parents, each with a Direct Debit and a 9-year-old in their household, and `classes` Stage 3 classes of
 * `capacity` at Leeds City (whose duty manager sets the day), in one transaction.
 */
export function prepareWorld(
  file: string,
  options: { parents: number; classes: number; capacity: number; today: string; term: string },
): BenchWorld {
  const db = open(file);
  try {
    db.exec('BEGIN IMMEDIATE');
    const venueId = (db.prepare("SELECT id FROM venues WHERE slug = 'leeds-city'").get() as { id: number }).id;
    const termId = (db.prepare('SELECT id FROM lesson_terms WHERE name = ?').get(options.term) as { id: number }).id;
    const levelId = (
      db
        .prepare(
          `SELECT l.id FROM lesson_levels l JOIN lesson_programmes p ON p.id = l.programme_id
           WHERE p.slug = 'learn-to-swim' AND l.name = 'Stage 3'`,
        )
        .get() as { id: number }
    ).id;
    const teacherId = (db.prepare('SELECT id FROM lesson_teachers ORDER BY id LIMIT 1').get() as { id: number }).id;
    const manager = (db.prepare("SELECT id FROM users WHERE reference = 'BWMANAGER01'").get() as { id: number }).id;
    const addClass = db.prepare(
      `INSERT INTO lesson_classes (venue_id, level_id, area, weekday, starts_at, duration_minutes, teacher_id, capacity,
         monthly_price, lesson_price) VALUES (?, ?, 'Main pool', ?, ?, 30, ?, ?, 3450, 900)`,
    );
    const classIds: number[] = [];
    for (let i = 0; i < options.classes; i += 1) {
      const weekday = (i % 7) + 1;
      const startsAt = `${String(15 + Math.floor(i / 7)).padStart(2, '0')}:15`;
      classIds.push(
        Number(addClass.run(venueId, levelId, weekday, startsAt, teacherId, options.capacity).lastInsertRowid),
      );
    }
    const addUser = db.prepare(
      `INSERT INTO users (reference, email, password_hash, role, first_name, last_name, date_of_birth, created_at)
       VALUES (?, ?, '!', 'customer', ?, 'Bench', ?, '2026-01-01T00:00:00Z')`,
    );
    const addHousehold = db.prepare(
      "INSERT INTO households (payer_user_id, created_at) VALUES (?, '2026-01-01T00:00:00Z')",
    );
    const addMember = db.prepare(
      "INSERT INTO household_members (household_id, user_id, role, joined_at) VALUES (?, ?, ?, '2026-01-01T00:00:00Z')",
    );
    const addMandate = db.prepare(
      `INSERT INTO direct_debit_instructions (user_id, account_holder, sort_code, account_number, billing_day, created_at)
       VALUES (?, 'A Bench', '107999', '88837491', 15, '2026-01-01T00:00:00Z')`,
    );
    const childBorn = addMonths(options.today, -(9 * 12 + 2));
    const parents: BenchParent[] = [];
    for (let index = 0; index < options.parents; index += 1) {
      const email = `bench.parent.${index}@example.com`;
      const userId = Number(addUser.run(`BENCH${index}P`, email, `Parent${index}`, '1985-05-05').lastInsertRowid);
      const childId = Number(addUser.run(`BENCH${index}C`, email, `Child${index}`, childBorn).lastInsertRowid);
      const household = Number(addHousehold.run(userId).lastInsertRowid);
      addMember.run(household, userId, 'payer');
      addMember.run(household, childId, 'child');
      addMandate.run(userId);
      parents.push({ index, userId, childId, token: token(db, userId) });
    }
    const managerToken = token(db, manager);
    db.exec('COMMIT');
    return { venueId, termId, levelId, classIds, managerToken, parents };
  } finally {
    db.close();
  }
}

export interface OrderChecks {
  queued: number;
  drawn: number;
  /** The drawn places' order is the recorded seed's shuffle of their arrival order. */
  drawReplays: boolean;
  /** Places let in in slot order, later arrivals after every drawn one and among themselves in arrival order. */
  admittedInOrder: boolean;
  /** The most let in within any 60 seconds, against the venue's rate. */
  mostInAMinute: number;
  /** Enrolments or waiting-list places made before their parent's admission or after it ran out. */
  outsideAdmission: number;
  /** Classes with more holders (active places and live offers) than places. */
  overFilled: number;
  enrolled: number;
  inLine: number;
  offered: number;
  /** Of the first 100 parents to arrive before the opening, how many were among the first 100 let in. */
  firstHundredArrivedAndLetIn: number;
}

/** What the database says after the run: the draw, the order and rate people were let in, and every class's fill. */
export function checkOrder(file: string, world: BenchWorld, nowIso: string): OrderChecks {
  const db = open(file);
  try {
    const day = db
      .prepare(
        'SELECT opens_at, drawn_at, draw_seed, drawn_count FROM lesson_enrolment_days WHERE term_id = ? AND venue_id = ?',
      )
      .get(world.termId, world.venueId) as {
      opens_at: string;
      drawn_at: string;
      draw_seed: number;
      drawn_count: number;
    };
    const places = db
      .prepare(
        `SELECT id, user_id, joined_at, slot, admitted_at, admission_expires_at FROM lesson_queue_places
         WHERE term_id = ? AND venue_id = ? ORDER BY slot`,
      )
      .all(world.termId, world.venueId) as {
      id: number;
      user_id: number;
      joined_at: string;
      slot: number;
      admitted_at: string;
      admission_expires_at: string;
    }[];
    const drawn = places.filter((place) => place.joined_at < day.drawn_at);
    const late = places.filter((place) => place.joined_at >= day.drawn_at);
    const arrival = drawn.map((place) => place.id).sort((a, b) => a - b);
    const drawReplays = drawOrder(arrival, day.draw_seed).join() === drawn.map((place) => place.id).join();
    const slotsAscend = places.every((place, i) => i === 0 || place.admitted_at >= places[i - 1]!.admitted_at);
    const lateAfterDrawn = late.every((place) => drawn.every((d) => d.slot < place.slot));
    const lateInArrival = late.every((place, i) => i === 0 || place.id > late[i - 1]!.id);
    const times = places.map((place) => Date.parse(place.admitted_at));
    let mostInAMinute = 0;
    for (let i = 0, j = 0; i < times.length; i += 1) {
      while (times[i]! - times[j]! >= 60_000) j += 1;
      mostInAMinute = Math.max(mostInAMinute, i - j + 1);
    }
    const outsideAdmission = (
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM lesson_enrolments e WHERE e.payer_user_id IN (SELECT user_id FROM lesson_queue_places
             WHERE term_id = ? AND venue_id = ?)
           AND NOT EXISTS (SELECT 1 FROM lesson_queue_places q WHERE q.user_id = e.payer_user_id AND q.term_id = ?
             AND q.venue_id = ? AND q.admitted_at <= e.joined_at AND e.joined_at < q.admission_expires_at)`,
        )
        .get(world.termId, world.venueId, world.termId, world.venueId) as { n: number }
    ).n;
    const classes = db
      .prepare(
        `SELECT c.id, c.capacity, (SELECT COUNT(*) FROM lesson_enrolments e WHERE e.class_id = c.id AND
           (e.status IN ('active', 'moving') OR (e.status = 'offered' AND e.offer_expires_at > ?))) AS holders
         FROM lesson_classes c WHERE c.venue_id = ?`,
      )
      .all(nowIso, world.venueId) as { id: number; capacity: number; holders: number }[];
    const count = (status: string) =>
      (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM lesson_enrolments WHERE status = ? AND payer_user_id IN
               (SELECT user_id FROM lesson_queue_places WHERE term_id = ? AND venue_id = ?)`,
          )
          .get(status, world.termId, world.venueId) as { n: number }
      ).n;
    const firstArrived = new Set(arrival.slice(0, 100));
    const firstLetIn = drawn.slice(0, 100).filter((place) => firstArrived.has(place.id)).length;
    return {
      queued: places.length,
      drawn: day.drawn_count,
      drawReplays,
      admittedInOrder: slotsAscend && lateAfterDrawn && lateInArrival,
      mostInAMinute,
      outsideAdmission,
      overFilled: classes.filter((row) => row.holders > row.capacity).length,
      enrolled: count('active'),
      inLine: count('waiting'),
      offered: count('offered'),
      firstHundredArrivedAndLetIn: firstLetIn,
    };
  } finally {
    db.close();
  }
}
