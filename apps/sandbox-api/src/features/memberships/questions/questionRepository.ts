import type { AnswerValue, QuestionType } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';

export interface QuestionRecord {
  id: number;
  groupId: number;
  reference: string;
  label: string;
  type: QuestionType;
  options: { value: string; label: string }[];
  placeholder: string | null;
  isRequired: boolean;
  default: AnswerValue;
}

export interface QuestionGroupRecord {
  id: number;
  title: string;
  questions: QuestionRecord[];
}

interface QuestionRow {
  id: number;
  group_id: number;
  group_title: string;
  reference: string;
  label: string;
  type: QuestionType;
  options_json: string;
  placeholder: string | null;
  is_required: number;
  default_json: string;
}

/** The question groups a membership type asks, in order, each with its questions in order. */
export function questionGroupsFor(db: Database, typeId: number): QuestionGroupRecord[] {
  const rows = db
    .prepare(
      `SELECT q.*, g.title AS group_title FROM membership_type_question_groups tg
     JOIN membership_question_groups g ON g.id = tg.group_id
     JOIN membership_questions q ON q.group_id = g.id
     WHERE tg.membership_type_id = ? ORDER BY tg.sort_order, g.id, q.sort_order, q.id`,
    )
    .all(typeId) as unknown as QuestionRow[];
  const groups = new Map<number, QuestionGroupRecord>();
  for (const row of rows) {
    const group = groups.get(row.group_id) ?? { id: row.group_id, title: row.group_title, questions: [] };
    groups.set(row.group_id, group);
    group.questions.push({
      id: row.id,
      groupId: row.group_id,
      reference: row.reference,
      label: row.label,
      type: row.type,
      options: JSON.parse(row.options_json) as QuestionRecord['options'],
      placeholder: row.placeholder,
      isRequired: row.is_required === 1,
      default: JSON.parse(row.default_json) as AnswerValue,
    });
  }
  return [...groups.values()];
}

export function savedAnswers(db: Database, userId: number, typeId: number): Map<number, AnswerValue> {
  const rows = db
    .prepare(
      'SELECT question_id, answer_json FROM membership_question_answers WHERE user_id = ? AND membership_type_id = ?',
    )
    .all(userId, typeId) as { question_id: number; answer_json: string }[];
  return new Map(rows.map((row) => [row.question_id, JSON.parse(row.answer_json) as AnswerValue]));
}

/** Replaces the user's answers for a membership type. */
export function replaceAnswers(
  db: Database,
  userId: number,
  typeId: number,
  answers: Map<number, AnswerValue>,
  now: string,
): void {
  db.prepare('DELETE FROM membership_question_answers WHERE user_id = ? AND membership_type_id = ?').run(
    userId,
    typeId,
  );
  for (const [questionId, answer] of answers) {
    db.prepare(
      `INSERT INTO membership_question_answers (user_id, membership_type_id, question_id, answer_json, answered_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(userId, typeId, questionId, JSON.stringify(answer), now);
  }
}

export function clearAnswers(db: Database, userId: number): void {
  db.prepare('DELETE FROM membership_question_answers WHERE user_id = ?').run(userId);
}

/** Every required question of the type has a saved answer (true when it asks none). */
export function answersComplete(db: Database, userId: number, typeId: number): boolean {
  const answers = savedAnswers(db, userId, typeId);
  return questionGroupsFor(db, typeId)
    .flatMap((group) => group.questions)
    .every((question) => !question.isRequired || answers.has(question.id));
}
