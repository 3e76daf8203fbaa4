import { afterEach, describe, expect, it } from 'vitest';
import { contract, type Cart, type LessonPlace, type Order } from '@leisure/api-contract';
import { payBasketByCard } from '../cart/support/checkout.ts';
import { addClass, addFamily, LESSON_TEST_START, useLessonSandbox, type Family } from './support/lessonFixtures.ts';

// Lessons paid by card in blocks through the basket (docs/decisions/0599-lesson-blocks-by-card.md), over HTTP. The
// clock starts on Tuesday 10 November 2026, 09:00; new classes meet on Sundays at 18:30, first on 15 November. The
// autumn term ends on Saturday 19 December; spring starts on 4 January, with half-term from 15 February.

const { lessons, cart, orders } = contract;
const { api, db, clock } = useLessonSandbox();
afterEach(() => clock.set(LESSON_TEST_START));

const addBlock = (family: Family, classId: number, learnerId = family.child.id) =>
  api.call(cart.addToCart, {
    token: family.parent.token,
    body: { items: [{ type: 'lessonBlock', classId, learnerId }] },
  });
const classPage = async (classId: number) =>
  (await api.call(lessons.getLessonClass, { params: { id: classId } })).json.data;
const placeOf = async (family: Family, classId: number): Promise<LessonPlace | undefined> =>
  (
    (await api.call(lessons.getMyLessons, { token: family.parent.token })).json.data.learners as {
      id: number;
      places: LessonPlace[];
    }[]
  )
    .find((learner) => learner.id === family.child.id)!
    .places.find((place) => place.class?.id === classId);
const enrolByDirectDebit = (family: Family, classId: number) =>
  api.call(lessons.enrolInLessonClass, {
    token: family.parent.token,
    body: { classId, learnerId: family.child.id, paymentMethod: 'directDebit' },
  });
const dueEmails = (to: string) =>
  db()
    .prepare(
      "SELECT subject, body_text, link FROM email_outbox WHERE kind = 'lesson_block_payment_due' AND user_id = ?",
    )
    .all(to) as { subject: string; body_text: string; link: string }[];

describe('what a class sells by card', () => {
  it.each([
    [
      'a continuous class: ten lessons, across the Christmas holiday',
      'Stage 3',
      {
        kind: 'ten-lessons',
        name: 'Ten lessons',
        lessons: 10,
        firstLessonOn: '2026-11-15',
        lastLessonOn: '2027-02-07',
      },
      9000,
    ],
    [
      'a term course: the rest of the autumn term',
      'Red',
      {
        kind: 'rest-of-term',
        name: 'The rest of Autumn term 2026',
        lessons: 5,
        firstLessonOn: '2026-11-15',
        lastLessonOn: '2026-12-13',
      },
      4500,
    ],
  ])('%s', async (_, level, block, pence) => {
    const classId = addClass(db(), { level, capacity: 4 });
    expect((await classPage(classId)).cardBlock).toMatchObject({ ...block, price: { amount: pence } });
  });

  it('sells nothing from a full class', async () => {
    const classId = addClass(db(), { capacity: 1 });
    expect((await enrolByDirectDebit(addFamily(db()), classId)).status).toBe(201);
    expect((await classPage(classId)).cardBlock).toBeNull();
  });
});

describe('a block in the basket', () => {
  it('holds the place for 15 minutes: nobody else can take it, then it is free again', async () => {
    const classId = addClass(db(), { capacity: 1 });
    const first = addFamily(db());
    const added = await addBlock(first, classId);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.data.items).toEqual([
      expect.objectContaining({
        type: 'lessonBlock',
        name: 'Learn to Swim: Stage 3 · Sundays 18:30',
        description: expect.stringMatching(/^Ten lessons: 10 lessons, 15 November 2026 to 7 February 2027 · /),
        price: expect.objectContaining({ amount: 9000 }),
        lessonBlock: expect.objectContaining({ kind: 'ten-lessons', lessons: 10, topUp: false }),
      }),
    ]);
    expect(added.json.data.totals.total).toBe(9000);

    const second = addFamily(db());
    expect((await enrolByDirectDebit(second, classId)).status).toBe(409);
    expect((await addBlock(second, classId)).status).toBe(409);

    clock.set('2026-11-10T09:16:00Z');
    const after = await api.call<{ data: Cart }>(cart.getCart, { token: first.parent.token });
    expect(after.json.data.items).toEqual([]);
    expect(after.json.data.notices[0]).toMatch(
      /^The place in Learn to Swim: Stage 3 · Sundays 18:30 for .+ was released/,
    );
    expect((await enrolByDirectDebit(second, classId)).status).toBe(201);
  });

  it.each([
    ['someone outside the household', 'other', 403, 'items.0.learnerId'],
    ['a class that does not exist', 'noClass', 422, 'items.0.classId'],
    ['the same block twice', 'twice', 409, null],
    ['a learner with a place in the programme already', 'placed', 409, 'items.0.classId'],
  ])('is refused for %s', async (_, kind, status, field) => {
    const classId = addClass(db(), { capacity: 4 });
    const family = addFamily(db());
    let learnerId = family.child.id;
    let target = classId;
    if (kind === 'other') learnerId = addFamily(db()).child.id;
    if (kind === 'noClass') target = 999_999;
    if (kind === 'twice') expect((await addBlock(family, classId)).status).toBe(200);
    if (kind === 'placed') expect((await enrolByDirectDebit(family, addClass(db(), { capacity: 4 }))).status).toBe(201);
    const refused = await addBlock(family, target, learnerId);
    expect(refused.status).toBe(status);
    if (field) expect(Object.keys(refused.json.errors ?? {})).toContain(field);
  });
});

describe('paying for a block by card', () => {
  it('makes the place up to its last paid lesson, tops it up, and emails before the lessons run out', async () => {
    const classId = addClass(db(), { capacity: 4 });
    const family = addFamily(db());
    expect((await addBlock(family, classId)).status).toBe(200);
    const { completed } = await payBasketByCard(api, family.parent.token);
    const orderId = completed.json.data.orderId as number;
    const order = (
      await api.call<{ data: Order }>(orders.getOrder, { token: family.parent.token, params: { orderId } })
    ).json.data;
    expect(order.total.amount).toBe(9000);
    expect(order.items[0]).toMatchObject({
      type: 'lessonBlock',
      lessonBlock: { kind: 'ten-lessons', lessons: 10, lastLessonOn: '2027-02-07', topUp: false },
    });

    const place = await placeOf(family, classId);
    expect(place).toMatchObject({
      status: 'active',
      firstLessonOn: '2026-11-15',
      endsOn: '2027-02-07',
      payment: {
        method: 'cardBlock',
        paidUpTo: '2027-02-07',
        lessonsLeft: 10,
        blocks: [{ kind: 'ten-lessons', lessons: 10, amount: { amount: 9000 }, orderId }],
        topUp: { kind: 'ten-lessons', name: 'Ten more lessons', lessons: 10, firstLessonOn: '2027-02-14' },
      },
    });

    // Three paid lessons to come: no email yet; two: one email, once, to the payer, with the next ten's price.
    clock.set('2027-01-18T09:00:00Z');
    await api.call(lessons.searchLessonClasses, { query: {} });
    expect(dueEmails(String(family.parent.id))).toEqual([]);
    clock.set('2027-01-25T09:00:00Z');
    await api.call(lessons.searchLessonClasses, { query: {} });
    await api.call(lessons.searchLessonClasses, { query: {} });
    const due = dueEmails(String(family.parent.id));
    expect(due).toHaveLength(1);
    expect(due[0]!.link).toBe('/lessons');
    expect(due[0]!.body_text).toContain('paid up to 7 February 2027, with 2 lessons left');
    expect(due[0]!.body_text).toContain('The next ten lessons, 14 February 2027 to');

    const topUp = await addBlock(family, classId);
    expect(topUp.status, JSON.stringify(topUp.json)).toBe(200);
    expect(topUp.json.data.items[0]).toMatchObject({
      type: 'lessonBlock',
      lessonBlock: { topUp: true, firstLessonOn: '2027-02-14', lessons: 10 },
    });
    await payBasketByCard(api, family.parent.token);
    const toppedUp = await placeOf(family, classId);
    expect(toppedUp?.payment).toMatchObject({ method: 'cardBlock', lessonsLeft: 12 });
    expect(toppedUp?.payment?.method === 'cardBlock' && toppedUp.payment.blocks).toHaveLength(2);
    expect(toppedUp?.endsOn).toBe(toppedUp?.payment?.method === 'cardBlock' ? toppedUp.payment.paidUpTo : null);
  });

  it('a term course is paid for its term and cannot be topped up; leaving keeps the paid lessons', async () => {
    const classId = addClass(db(), { level: 'Red', capacity: 4 });
    const family = addFamily(db());
    expect((await addBlock(family, classId)).status).toBe(200);
    await payBasketByCard(api, family.parent.token);
    const place = await placeOf(family, classId);
    expect(place).toMatchObject({
      endsOn: '2026-12-19',
      lastLessonOn: '2026-12-13',
      payment: { method: 'cardBlock', lessonsLeft: 5, topUp: null },
    });
    const again = await addBlock(family, classId);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A term course is paid for a term at a time: enrol again for the next term.');

    clock.set('2026-11-16T09:00:00Z');
    const left = await api.call(lessons.leaveLessonClass, { token: family.parent.token, params: { id: place!.id } });
    expect(left.status, JSON.stringify(left.json)).toBe(200);
    expect(left.json.data).toMatchObject({
      endsOn: '2026-12-19',
      statusText: 'Leaving: last lesson on 13 December 2026',
    });
  });
});

describe('20 parents adding the last place as a block at once', () => {
  it('one holds it; the others are told the class is full', async () => {
    const classId = addClass(db(), { level: 'Stage 7', capacity: 1, weekday: 2, startsAt: '06:30' });
    const parents = Array.from({ length: 20 }, () => addFamily(db(), 12));
    const answers = await Promise.all(parents.map((family) => addBlock(family, classId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
  });
});

describe('moving up with a block', () => {
  it('carries the unused paid lessons to the new class', async () => {
    const stage3 = addClass(db(), { capacity: 4 });
    addClass(db(), { level: 'Stage 4', capacity: 4, weekday: 2, startsAt: '18:00' });
    const family = addFamily(db());
    expect((await addBlock(family, stage3)).status).toBe(200);
    await payBasketByCard(api, family.parent.token);
    const teacher = await api.login('teacher');
    const competencies = (
      db()
        .prepare(
          `SELECT c.id FROM lesson_competencies c JOIN lesson_levels l ON l.id = c.level_id
           WHERE l.name = 'Stage 3' ORDER BY c.position`,
        )
        .all() as { id: number }[]
    ).map((row) => row.id);
    const passed = await api.call(lessons.tickLessonCompetencies, {
      token: teacher,
      params: { id: family.child.id },
      body: { competencyIds: competencies, passed: true },
    });
    const accepted = await api.call(lessons.acceptLessonMoveUp, {
      token: family.parent.token,
      params: { id: passed.json.data.moveUp.id },
    });
    // Ten paid from 15 November to 7 February; one taken before the move (15 November), so nine carry: Tuesdays from
    // 17 November, the ninth on 26 January.
    expect(accepted.json.data).toMatchObject({
      status: 'active',
      firstLessonOn: '2026-11-17',
      endsOn: '2027-01-26',
      payment: { method: 'cardBlock', paidUpTo: '2027-01-26', lessonsLeft: 9, blocks: [{ lessons: 10 }] },
    });
  });
});
