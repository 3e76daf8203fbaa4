import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { inProcessCaller, type ApiCaller } from '../support/apiCaller.ts';
import { addClass, addFamily, LESSON_TEST_START, useLessonSandbox, type Family } from './support/lessonFixtures.ts';

// The last place and offers at their deadline under concurrent requests (docs/decisions/0591, 0015: each request is
// one BEGIN IMMEDIATE transaction, so a count and the write after it cannot interleave with another request's).

const { lessons } = contract;
const { api, db, clock, running } = useLessonSandbox();
afterEach(() => clock.set(LESSON_TEST_START));

// Each run uses a level of its own on Monday mornings, which no seeded class or line has, so runs do not meet.
const callers: { through: string; caller: () => ApiCaller; lastPlace: string; offers: string }[] = [
  { through: 'over HTTP', caller: () => api, lastPlace: 'Stage 6', offers: 'Stage 4' },
  { through: 'in process', caller: () => inProcessCaller(running().sandbox), lastPlace: 'Stage 5', offers: 'Stage 2' },
];

const liveHolders = (classId: number) =>
  db()
    .prepare(
      `SELECT learner_user_id AS id FROM lesson_enrolments WHERE class_id = ?
       AND (status IN ('active', 'moving') OR (status = 'offered' AND offer_expires_at > ?))`,
    )
    .all(classId, clock.now().toISOString()) as { id: number }[];

const lineOf = (classId: number) => {
  const row = db().prepare('SELECT venue_id, level_id FROM lesson_classes WHERE id = ?').get(classId) as {
    venue_id: number;
    level_id: number;
  };
  return { venueId: row.venue_id, levelId: row.level_id };
};

describe.each(callers)('20 parents taking the last place ($through)', ({ caller, lastPlace }) => {
  it('one wins; the others are told the class is full and can join its waiting list', async () => {
    const classId = addClass(db(), { level: lastPlace, capacity: 1, weekday: 1, startsAt: '06:30' });
    const parents = Array.from({ length: 20 }, () => addFamily(db(), 9));
    const call = caller();
    const answers = await Promise.all(
      parents.map((family) =>
        call.call(lessons.enrolInLessonClass, {
          token: family.parent.token,
          body: { classId, learnerId: family.child.id, paymentMethod: 'directDebit' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(19).fill(409));
    for (const answer of refused)
      expect(answer.json.errors.classId).toEqual([
        'This class is full. Join the waiting list and we will offer you the next place.',
      ]);
    expect(liveHolders(classId)).toHaveLength(1);

    const losers = parents.filter((_, index) => answers[index]!.status !== 201);
    const joined = await Promise.all(
      losers.map((family) =>
        call.call(lessons.joinLessonWaitingList, {
          token: family.parent.token,
          body: { learnerId: family.child.id, ...lineOf(classId), preferredDays: [1], preferredTimes: ['morning'] },
        }),
      ),
    );
    expect(joined.map((answer) => answer.status)).toEqual(Array(19).fill(201));
    expect(joined.map((answer) => answer.json.data.waiting.position).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 19 }, (_, index) => index + 1),
    );
  });
});

describe.each(callers)('10 offers accepted at the deadline ($through)', ({ caller, offers: level }) => {
  it('accepts before the deadline win, at it are refused, and no place is sold twice', async () => {
    const classId = addClass(db(), { level, capacity: 10, weekday: 1, startsAt: '07:00' });
    const call = caller();
    const join = (family: Family) =>
      call.call(lessons.joinLessonWaitingList, {
        token: family.parent.token,
        body: { learnerId: family.child.id, ...lineOf(classId), preferredDays: [1], preferredTimes: ['morning'] },
      });
    // Ten join together: each is offered one of the ten places at once, all held until the same instant.
    const offered = Array.from({ length: 10 }, () => addFamily(db(), 9));
    const offers = await Promise.all(offered.map(join));
    expect(offers.map((answer) => answer.json.data.status)).toEqual(Array(10).fill('offered'));
    const deadline = offers[0]!.json.data.offer.expiresAt as string;
    expect(new Set(offers.map((answer) => answer.json.data.offer.expiresAt))).toEqual(new Set([deadline]));
    // Three more wait behind them.
    const behind = Array.from({ length: 3 }, () => addFamily(db(), 9));
    for (const family of behind) expect((await join(family)).json.data.status).toBe('waiting');

    const accept = (index: number) =>
      call.call(lessons.acceptLessonOffer, {
        token: offered[index]!.parent.token,
        params: { id: offers[index]!.json.data.id },
        body: { paymentMethod: 'directDebit' },
      });
    clock.set(new Date(Date.parse(deadline) - 1).toISOString());
    const early = await Promise.all([0, 1, 2, 3, 4].map(accept));
    expect(early.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    clock.set(deadline);
    const late = await Promise.all([5, 6, 7, 8, 9].map(accept));
    expect(late.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
    for (const answer of late)
      expect(answer.json.message).toBe('This offer has ended: its deadline has passed or it was already answered.');

    // The five places that lapsed went to the three behind, offered at the instant they lapsed; nobody holds two,
    // and the class is not over capacity.
    const next = (await call.call(lessons.getMyLessons, { token: behind[0]!.parent.token })).json.data.learners[1]
      .places[0];
    expect(next.offer.expiresAt).toBe(new Date(Date.parse(deadline) + 48 * 3_600_000).toISOString());
    const holders = liveHolders(classId);
    expect(holders.length).toBe(8);
    expect(new Set(holders.map((holder) => holder.id)).size).toBe(holders.length);
    const statuses = db()
      .prepare(`SELECT status, COUNT(*) AS n FROM lesson_enrolments WHERE class_id = ? GROUP BY status ORDER BY status`)
      .all(classId);
    expect(statuses).toEqual([
      { status: 'active', n: 5 },
      { status: 'ended', n: 5 },
      { status: 'offered', n: 3 },
    ]);
  });
});
