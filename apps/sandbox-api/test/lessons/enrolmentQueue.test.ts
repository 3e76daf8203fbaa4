import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { drawOrder } from '../../src/features/lessons/enrolmentQueueRules.ts';
import { addClass, addFamily, useLessonSandbox, type Family } from './support/lessonFixtures.ts';

// Enrolment day over HTTP (docs/decisions/0597-enrolment-queue.md): no enrolling before the opening, the draw for
// everyone queued by then, later arrivals at the back, admissions at the venue's rate that run out, and the last
// places under concurrent enrolments. Each request is one BEGIN IMMEDIATE transaction (decision 0015).

const { lessons } = contract;
// Monday 21 December 2026, 08:00 in London: the autumn term is over, so every place taken now starts in spring.
const { api, db, clock } = useLessonSandbox('2026-12-21T08:00:00Z');
const OPENS = '2026-12-21T09:00:00.000Z';
const RATE = 6; // a place every 10 seconds

const ids = () => {
  const venue = (db().prepare("SELECT id FROM venues WHERE slug = 'islington-pool'").get() as { id: number }).id;
  const term = (db().prepare("SELECT id FROM lesson_terms WHERE name = 'Spring term 2027'").get() as { id: number }).id;
  return { venueId: venue, termId: term };
};

/** The venue's spring opening moved to this morning, as its manager would set it. */
function openThisMorning() {
  const { venueId, termId } = ids();
  db()
    .prepare(
      'UPDATE lesson_enrolment_days SET opens_at = ?, admissions_per_minute = ? WHERE term_id = ? AND venue_id = ?',
    )
    .run(OPENS, RATE, termId, venueId);
}

const join = (family: Family) => api.call(lessons.joinEnrolmentQueue, { token: family.parent.token, body: ids() });
const position = (family: Family) =>
  api.call(lessons.getEnrolmentQueuePosition, { token: family.parent.token, query: ids() });
const enrol = (family: Family, classId: number) =>
  api.call(lessons.enrolInLessonClass, {
    token: family.parent.token,
    body: { classId, learnerId: family.child.id, paymentMethod: 'directDebit' },
  });

describe('enrolment day at Islington', () => {
  const parents = Array.from({ length: 30 }, () => ({}) as Family);
  let classId = 0;

  it('before the queue opens, neither joining it nor enrolling in a spring class is allowed', async () => {
    openThisMorning();
    classId = addClass(db(), { capacity: 10 });
    parents.splice(0, parents.length, ...Array.from({ length: 30 }, () => addFamily(db(), 9)));
    const joined = await join(parents[0]!);
    expect(joined.status).toBe(409);
    expect(joined.json.message).toMatch(
      /^The queue for Spring term 2027 at .* opens at 08:30; enrolment opens 21 December 2026, 09:00\.$/,
    );
    const enrolled = await enrol(parents[0]!, classId);
    expect(enrolled.status).toBe(409);
    expect(enrolled.json.errors.classId[0]).toMatch(
      /^Enrolment for Spring term 2027 at .* opens 21 December 2026, 09:00\./,
    );
  });

  it('from half an hour before, parents join and wait for the draw; joining again keeps the same place', async () => {
    clock.set('2026-12-21T08:40:00Z');
    const answers = await Promise.all(parents.map(join));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    for (const answer of answers) {
      expect(answer.json.data).toMatchObject({ state: 'awaiting-draw', position: null, ahead: null, admission: null });
      expect(answer.json.data.estimatedWaitSeconds).toBe(20 * 60);
    }
    expect((await join(parents[0]!)).json.data.id).toBe(answers[0]!.json.data.id);
    expect((await position(parents[29]!)).json.data.queued).toBe(30);
    // Still nobody enrols early.
    expect((await enrol(parents[3]!, classId)).status).toBe(409);
  });

  it('at the opening one draw orders everyone queued, reproducibly from its recorded seed', async () => {
    clock.set(OPENS);
    const answers = await Promise.all(parents.map(position));
    const days = db()
      .prepare('SELECT drawn_at, draw_seed, drawn_count FROM lesson_enrolment_days WHERE term_id = ? AND venue_id = ?')
      .all(ids().termId, ids().venueId) as { drawn_at: string; draw_seed: number; drawn_count: number }[];
    expect(days).toEqual([{ drawn_at: OPENS, draw_seed: expect.any(Number), drawn_count: 30 }]);
    // The first is let in at the opening; everyone else has a position, all different.
    const states = answers.map((answer) => answer.json.data.state);
    expect(states.filter((state) => state === 'admitted')).toHaveLength(1);
    const positions = answers.map((answer) => answer.json.data.position).filter((p) => p !== null);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, index) => index + 1));
    // The slots are the recorded seed's shuffle of the places in arrival order.
    const places = db()
      .prepare('SELECT id, slot FROM lesson_queue_places WHERE term_id = ? AND venue_id = ? ORDER BY slot')
      .all(ids().termId, ids().venueId) as { id: number; slot: number }[];
    const arrival = [...places].map((place) => place.id).sort((a, b) => a - b);
    expect(places.map((place) => place.id)).toEqual(drawOrder(arrival, days[0]!.draw_seed));
  });

  it('lets people in at the venue’s rate, never early, each admission lasting 10 minutes', async () => {
    const order = (await Promise.all(parents.map(position))).map((answer, index) => ({
      family: parents[index]!,
      slot: answer.json.data.position ?? 0,
    }));
    order.sort((a, b) => a.slot - b.slot);
    const [first, second, third] = order.map((entry) => entry.family);
    const firstIn = (await position(first!)).json.data;
    expect(firstIn.admission).toEqual({ admittedAt: OPENS, expiresAt: '2026-12-21T09:10:00.000Z' });
    // The second is next, let in 10 seconds on: a second early they are refused with their position.
    clock.set('2026-12-21T09:00:09Z');
    const early = await enrol(second!, classId);
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/^You are 1st in the queue for Spring term 2027 at .*: less than a minute\./);
    expect((await position(third!)).json.data).toMatchObject({ state: 'waiting', position: 2, ahead: 1 });
    clock.set('2026-12-21T09:00:10Z');
    expect((await enrol(second!, classId)).status).toBe(201);
    expect((await enrol(first!, classId)).status).toBe(201);
  });

  it('a later arrival goes to the back, in arrival order', async () => {
    clock.set('2026-12-21T09:00:30Z');
    const late = [addFamily(db(), 9), addFamily(db(), 9)];
    const first = (await join(late[0]!)).json.data;
    const second = (await join(late[1]!)).json.data;
    // 30 drawn places, 4 let in by 09:00:30 (slots 0 to 3): 26 ahead of the first late arrival.
    expect(first).toMatchObject({ state: 'waiting', position: 27, ahead: 26, estimatedWaitSeconds: 270 });
    expect(second).toMatchObject({ position: 28, ahead: 27, estimatedWaitSeconds: 280 });
  });

  it('an admission runs out after 10 minutes; joining again takes a new place at the back', async () => {
    const drawn = await Promise.all(parents.map(position));
    // The third let in (at 09:00:20), who has not enrolled yet.
    const third = '2026-12-21T09:00:20.000Z';
    const thirdIn = parents[drawn.findIndex((answer) => answer.json.data.admission?.admittedAt === third)]!;
    clock.set('2026-12-21T09:10:20Z');
    const expired = await position(thirdIn);
    expect(expired.json.data.state).toBe('expired');
    const refused = await enrol(thirdIn, addClass(db(), { capacity: 4, weekday: 7, startsAt: '17:00' }));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Your 10 minutes to enrol for Spring term 2027 at .* have run out/);
    const again = (await join(thirdIn)).json.data;
    // Nobody is left waiting, so the new place at the back is let in at once.
    expect(again.id).not.toBe(expired.json.data.id);
    expect(again.admission.admittedAt).toBe('2026-12-21T09:10:20.000Z');
  });

  it('the last places: admitted parents enrolling at once fill the class and no more', async () => {
    // Everyone drawn was let in by 09:04:50; those still within their 10 minutes enrol together.
    const lastPlaces = addClass(db(), { capacity: 5, weekday: 7, startsAt: '16:00' });
    const live = (await Promise.all(parents.map(position)))
      .map((answer, index) => ({ state: answer.json.data.state, family: parents[index]! }))
      .filter((entry) => entry.state === 'admitted');
    expect(live.length).toBeGreaterThanOrEqual(20);
    const answers = await Promise.all(live.map((entry) => enrol(entry.family, lastPlaces)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const statuses = new Set(answers.filter((answer) => answer.status !== 201).map((answer) => answer.status));
    expect(statuses).toEqual(new Set([409]));
    const holders = db()
      .prepare("SELECT COUNT(*) AS n FROM lesson_enrolments WHERE class_id = ? AND status = 'active'")
      .get(lastPlaces) as { n: number };
    expect(holders.n).toBe(5);
  });

  it('joining a waiting list at the venue needs an admission too while the queue runs', async () => {
    const outsider = addFamily(db(), 9);
    const levelId = (db().prepare("SELECT id FROM lesson_levels WHERE name = 'Stage 3'").get() as { id: number }).id;
    const answer = await api.call(lessons.joinLessonWaitingList, {
      token: outsider.parent.token,
      body: { learnerId: outsider.child.id, venueId: ids().venueId, levelId, preferredDays: [], preferredTimes: [] },
    });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/is open through its queue: join the queue/);
  });
});

describe('enrolment day under concurrency', () => {
  it('40 parents joining at the same instant after the draw get 40 different slots, at the rate', async () => {
    clock.set('2026-12-21T09:30:00Z');
    const families = Array.from({ length: 40 }, () => addFamily(db(), 9));
    const answers = await Promise.all(families.map(join));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const places = db()
      .prepare(
        `SELECT slot, admitted_at FROM lesson_queue_places WHERE term_id = ? AND venue_id = ? AND joined_at = ?
         ORDER BY slot`,
      )
      .all(ids().termId, ids().venueId, '2026-12-21T09:30:00.000Z') as { slot: number; admitted_at: string }[];
    expect(places).toHaveLength(40);
    expect(new Set(places.map((place) => place.slot)).size).toBe(40);
    // Consecutive slots, 10 seconds apart, none before they joined.
    for (let i = 1; i < places.length; i += 1) {
      expect(places[i]!.slot).toBe(places[i - 1]!.slot + 1);
      expect(Date.parse(places[i]!.admitted_at) - Date.parse(places[i - 1]!.admitted_at)).toBe(10_000);
    }
    expect(Date.parse(places[0]!.admitted_at)).toBeGreaterThanOrEqual(Date.parse('2026-12-21T09:30:00Z'));
  });
});
