import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addClass, addFamily, LESSON_TEST_START, useLessonSandbox, type Family } from './support/lessonFixtures.ts';

// Enrolment, the waiting list's offers at the clock's instant, moving up and leaving, over HTTP
// (docs/decisions/0590–0593). The clock starts on Tuesday 10 November 2026, 09:00; new classes meet on Sundays.

const { lessons } = contract;
const { api, db, clock } = useLessonSandbox();
afterEach(() => clock.set(LESSON_TEST_START));

const enrol = (family: Family, classId: number, learnerId = family.child.id) =>
  api.call(lessons.enrolInLessonClass, {
    token: family.parent.token,
    body: { classId, learnerId, paymentMethod: 'directDebit' },
  });
const join = (
  family: Family,
  classId: number,
  preferences: { preferredDays?: number[]; preferredTimes?: string[] } = {},
) => {
  const row = db().prepare('SELECT venue_id, level_id FROM lesson_classes WHERE id = ?').get(classId) as {
    venue_id: number;
    level_id: number;
  };
  return api.call(lessons.joinLessonWaitingList, {
    token: family.parent.token,
    body: { learnerId: family.child.id, venueId: row.venue_id, levelId: row.level_id, ...preferences },
  });
};
const placesOf = async (family: Family) =>
  (
    (await api.call(lessons.getMyLessons, { token: family.parent.token })).json.data.learners as {
      id: number;
      places: { id: number; status: string; statusText: string }[];
    }[]
  ).find((learner) => learner.id === family.child.id)!.places;

describe('enrolling', () => {
  it('takes a place from the next lesson, with the first Direct Debit collection', async () => {
    const classId = addClass(db(), { capacity: 4 });
    const family = addFamily(db());
    const answer = await enrol(family, classId);
    expect(answer.status).toBe(201);
    expect(answer.json.data).toMatchObject({
      status: 'active',
      firstLessonOn: '2026-11-15',
      statusText: 'Starts on 15 November 2026',
      // The notice ends 24 November, so the first collection is 15 December: 30 days pro rata and December's month.
      payment: { method: 'directDebit', firstCollection: { date: '2026-12-15', amount: { amount: 3450 + 3450 } } },
    });
  });

  it.each([
    ["someone else's child", 'other', 403, 'You can only enrol yourself or someone in your household.'],
    [
      'a child of 3 in Stage 3',
      'young',
      422,
      'is too young for Stage 3, which is for ages 4 to 15 on the first lesson.',
    ],
    ['a full class', 'full', 409, 'This class is full. Join the waiting list and we will offer you the next place.'],
    ['a second place in the same class', 'twice', 409, 'already has a place in this class.'],
  ])('refuses %s', async (_, kind, status, message) => {
    const classId = addClass(db(), { capacity: 1 });
    const family = addFamily(db(), kind === 'young' ? 3 : 8);
    if (kind === 'full') expect((await enrol(addFamily(db()), classId)).status).toBe(201);
    if (kind === 'twice') expect((await enrol(family, classId)).status).toBe(201);
    const learner = kind === 'other' ? addFamily(db()).child.id : family.child.id;
    const answer = await enrol(family, classId, learner);
    expect(answer.status).toBe(status);
    expect(answer.json.message).toContain(message);
  });
});

describe('a freed place and its offer', () => {
  it('goes to the first in line, and at its deadline to the next', async () => {
    // Stage 7 on Fridays: nobody is in Islington's Stage 7 line, and its other class is on Thursdays.
    const classId = addClass(db(), { level: 'Stage 7', capacity: 1, weekday: 5, startsAt: '18:45' });
    const leaver = addFamily(db());
    const [first, second, elsewhere] = [addFamily(db()), addFamily(db()), addFamily(db())];
    const leaverPlace = (await enrol(leaver, classId)).json.data.id as number;
    expect((await join(first, classId, { preferredDays: [5] })).json.data.waiting.position).toBe(1);
    clock.advanceMinutes(1);
    expect((await join(second, classId, { preferredDays: [5] })).json.data.waiting.position).toBe(2);
    // Someone who can only do Mondays keeps their place in line but is not offered a Friday class.
    expect((await join(elsewhere, classId, { preferredDays: [1] })).status).toBe(201);

    const left = await api.call(lessons.leaveLessonClass, { token: leaver.parent.token, params: { id: leaverPlace } });
    // Their first lesson was still to come: the place ends at once and is free from that lesson.
    expect(left.json.data).toMatchObject({ status: 'ended', endsOn: '2026-11-09', lastLessonOn: null, payment: null });
    const [offer] = await placesOf(first);
    expect(offer).toMatchObject({
      status: 'offered',
      statusText: expect.stringContaining('held for you until 12 November 2026, 09:01'),
    });
    expect((await placesOf(second))[0]!.status).toBe('waiting');

    clock.set('2026-11-12T09:01:00Z'); // the deadline: 48 hours after the offer
    const late = await api.call(lessons.acceptLessonOffer, {
      token: first.parent.token,
      params: { id: offer!.id },
      body: { paymentMethod: 'directDebit' },
    });
    expect(late.status).toBe(409);
    expect((await placesOf(first))[0]).toMatchObject({ status: 'ended', statusText: 'Offer ended at its deadline' });
    expect((await placesOf(second))[0]!.status).toBe('offered');
    expect((await placesOf(elsewhere))[0]!.status).toBe('waiting');
  });
});

describe('moving up', () => {
  it('passing the last competency offers the next level; accepting shows the last old and first new lesson', async () => {
    const stage3 = addClass(db(), { capacity: 4 });
    addClass(db(), { level: 'Stage 4', capacity: 4, weekday: 2, startsAt: '18:00' });
    const family = addFamily(db());
    expect((await enrol(family, stage3)).status).toBe(201);
    const teacher = await api.login('teacher');
    const competencies = (
      db()
        .prepare(
          "SELECT c.id FROM lesson_competencies c JOIN lesson_levels l ON l.id = c.level_id WHERE l.name = 'Stage 3' ORDER BY c.position",
        )
        .all() as { id: number }[]
    ).map((row) => row.id);
    const most = await api.call(lessons.tickLessonCompetencies, {
      token: teacher,
      params: { id: family.child.id },
      body: { competencyIds: competencies.slice(0, -1), passed: true },
    });
    expect(most.json.data).toMatchObject({ moveUp: null, progress: { levelPassed: false } });
    const last = await api.call(lessons.tickLessonCompetencies, {
      token: teacher,
      params: { id: family.child.id },
      body: { competencyIds: competencies.slice(-1), passed: true },
    });
    expect(last.json.data).toMatchObject({
      progress: { levelPassed: true },
      moveUp: {
        status: 'offered',
        level: { name: 'Stage 4' },
        // No Stage 4 class meets on Sundays; the nearest in time is Tuesday's at 18:00, from next Tuesday.
        offer: {
          kind: 'move-up',
          expiresAt: '2026-11-17T09:00:00.000Z',
          firstLessonOn: '2026-11-17',
          lastOldLessonOn: '2026-11-15',
        },
      },
    });
    const accepted = await api.call(lessons.acceptLessonMoveUp, {
      token: family.parent.token,
      params: { id: last.json.data.moveUp.id },
    });
    expect(accepted.json.data).toMatchObject({
      status: 'active',
      firstLessonOn: '2026-11-17',
      payment: { method: 'directDebit' },
    });
    const places = await placesOf(family);
    expect(places.find((place) => place.status === 'moving')!.statusText).toBe(
      'Moving up: last lesson here on 15 November 2026',
    );
  });
});
