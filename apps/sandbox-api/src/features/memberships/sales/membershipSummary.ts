import type { JoiningCart } from '@leisure/api-contract';
import type { Database } from '../../../db/database.ts';
import { categoriesOf, type MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';
import { answersComplete, questionGroupsFor } from '../questions/questionRepository.ts';
import { eligibilityView } from '../views/eligibilityView.ts';

/** A membership type as a cart shows it. */
export function membershipTypeSummary(db: Database, type: MembershipTypeRecord): JoiningCart['membershipType'] {
  return {
    id: type.id,
    slug: type.slug,
    name: type.name,
    categories: categoriesOf(db, type.id),
    coverage: type.coverage,
    eligibility: eligibilityView(type),
  };
}

/** Whether a membership asks additional questions, and whether the user has answered every required one. */
export function questionStatus(db: Database, userId: number, typeId: number) {
  return {
    hasQuestions: questionGroupsFor(db, typeId).length > 0,
    answersComplete: answersComplete(db, userId, typeId),
  };
}
