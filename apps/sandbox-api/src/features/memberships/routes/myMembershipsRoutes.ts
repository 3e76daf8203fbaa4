import { contract } from '@leisure/api-contract';
import { implement } from '../../../http/implement.ts';
import { ukToday } from '../../../clock.ts';
import { heldMembershipsOf } from '../held/heldMembershipRepository.ts';
import { heldMembershipView } from '../views/heldMembershipView.ts';

export const myMembershipsRoutes = [
  implement(contract.memberships.listMyMemberships, ({ db, clock, user }) => {
    const today = ukToday(clock);
    return heldMembershipsOf(db, user!.id).map((membership) => heldMembershipView(db, membership, today));
  }),
];
