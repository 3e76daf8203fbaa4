import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { invalid, notFound } from '../../../http/apiError.ts';
import { transaction, type Database } from '../../../db/database.ts';
import { findMembershipType } from '../repository/membershipTypeRepository.ts';
import { questionGroupsFor, replaceAnswers, savedAnswers } from '../questions/questionRepository.ts';
import { validateAnswers } from '../questions/answerValidation.ts';
import { resolveBuyer } from '../../activities/index.ts';

function activeTypeOr404(db: Database, typeId: number) {
  const type = findMembershipType(db, typeId);
  if (!type || !type.isActive) throw notFound('No such membership.');
  return type;
}

export const questionRoutes = [
  implement(contract.memberships.getCustomQuestions, ({ db, user, params }) => {
    const type = activeTypeOr404(db, params.typeId);
    const answers = user ? savedAnswers(db, user.id, type.id) : new Map();
    return questionGroupsFor(db, type.id).map((group) => ({
      id: group.id,
      title: group.title,
      questions: group.questions.map(({ groupId: _groupId, ...question }) => ({
        ...question,
        answer: answers.get(question.id) ?? null,
      })),
    }));
  }),

  implement(contract.memberships.saveCustomAnswers, ({ db, clock, user, params, body }) => {
    const type = activeTypeOr404(db, params.typeId);
    const questions = questionGroupsFor(db, type.id).flatMap((group) => group.questions);
    const { errors, answers } = validateAnswers(questions, body.answers);
    if (Object.keys(errors).length > 0) throw invalid(errors, 'Error occurred while submitting your answers.');
    // Staff answer for the selected customer at the desk (docs/decisions/0602-joining-at-the-desk.md).
    const buyer = resolveBuyer(db, user!, body.selectedUserId, 'selectedUserId');
    transaction(db, () => replaceAnswers(db, buyer.id, type.id, answers, clock.now().toISOString()));
    return {
      answersComplete: true,
      answers: [...answers].map(([questionId, answer]) => ({ questionId, answer })),
    };
  }),
];
