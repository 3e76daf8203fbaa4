import type { MembershipTypeRecord } from '../repository/membershipTypeRepository.ts';

/** Who a membership type is for, as the type and the cart show it (null: anyone). */
export const eligibilityView = ({ eligibility }: MembershipTypeRecord) =>
  eligibility
    ? { name: eligibility.name, description: eligibility.description, requiresProof: eligibility.requiresProof }
    : null;
