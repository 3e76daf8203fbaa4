export {
  membershipChangeApi,
  useListChangeOptionsQuery,
  useRenewMembershipMutation,
  useStoreMembershipChangeMutation,
} from './api/membershipChangeApi.ts';
