import { skipToken } from '@reduxjs/toolkit/query';
import type { QuestionGroup } from '@leisure/api-contract';
import { useGetCustomQuestionsQuery } from '@leisure/api-client/endpoints/customQuestionsApi';

export interface MembershipQuestions {
  /** The membership asks at least one question: show section 4 "Additional details". */
  hasQuestions: boolean;
  groups: QuestionGroup[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** Whether a membership asks additional questions, and which; nothing is asked before a membership is chosen. */
export function useMembershipQuestions(membershipTypeId: number | null | undefined): MembershipQuestions {
  const query = useGetCustomQuestionsQuery(membershipTypeId ? { params: { typeId: membershipTypeId } } : skipToken);
  const groups = (membershipTypeId ? query.data : undefined) ?? [];
  return {
    hasQuestions: groups.some((group) => group.questions.length > 0),
    groups,
    isLoading: Boolean(membershipTypeId) && query.isLoading,
    isError: Boolean(membershipTypeId) && query.isError,
    refetch: () => void query.refetch(),
  };
}
