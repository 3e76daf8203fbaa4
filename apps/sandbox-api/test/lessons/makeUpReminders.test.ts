import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { addDays, type IsoDate } from '@leisure/dates';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { useLessonSandbox } from './support/lessonFixtures.ts';

// A make-up credit about to expire is emailed about once, to the payer, linking to booking it (docs/decisions/0593).
// Ellie Hughes's seeded credit, whatever the seed's day; the clock moves to the days around its expiry. Booked and
// expired credits, which get none, are rows of the rule's table (makeUpAndMoveUpRules.test.ts).

const { lessons } = contract;
const { api, db, clock } = useLessonSandbox();

type CreditRow = {
  id: number;
  expires_on: string;
  learner_user_id: number;
};

const ellieCredit = () =>
  db()
    .prepare(
      `SELECT c.id, c.expires_on, c.learner_user_id FROM lesson_makeup_credits c JOIN users u ON u.id = c.learner_user_id
       WHERE u.reference = ? AND c.used_at IS NULL ORDER BY c.id LIMIT 1`,
    )
    .get(demoAccounts.sharedEmailChild.reference) as CreditRow;
/** The reminders about one credit (other seeded credits have reminders of their own on other days). */
const reminders = (creditId: number) =>
  db()
    .prepare(
      "SELECT to_address, subject, body_text, link FROM email_outbox WHERE kind = 'lesson_make_up_expiring' AND link = ?",
    )
    .all(`/lessons/credits/${creditId}/make-up`) as {
    to_address: string;
    subject: string;
    body_text: string;
    link: string;
  }[];
/** Any lessons request settles what the clock has passed: here the public class list, asked by nobody in particular. */
const anyLessonsRequest = () => api.call(lessons.searchLessonClasses, { query: {} });

describe('the reminder before a make-up credit expires', () => {
  it('is not sent eight days before its last day, then once from seven days before, to the payer', async () => {
    const credit = ellieCredit();
    expect(credit, 'Ellie has an unused credit in the seed').toBeDefined();
    clock.set(`${addDays(credit.expires_on as IsoDate, -8)}T10:00:00Z`);
    await anyLessonsRequest();
    expect(reminders(credit.id)).toEqual([]);

    clock.set(`${addDays(credit.expires_on as IsoDate, -7)}T10:00:00Z`);
    await anyLessonsRequest();
    await anyLessonsRequest();
    clock.set(`${credit.expires_on}T10:00:00Z`);
    await anyLessonsRequest();
    const sent = reminders(credit.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: demoAccounts.sharedEmailParent.email,
      link: `/lessons/credits/${credit.id}/make-up`,
    });
    expect(sent[0]!.subject).toMatch(/^Ellie’s make-up lesson: book it by \d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(sent[0]!.body_text).toContain(`Book a make-up: /lessons/credits/${credit.id}/make-up`);
    expect(sent[0]!.body_text).toMatch(/^Hello Chris,/);
  });
});
