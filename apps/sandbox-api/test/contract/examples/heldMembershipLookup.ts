import { contract, type HeldMembership } from '@leisure/api-contract';
import type { ApiCaller } from '../../support/apiCaller.ts';

/** The id of one of the logged-in member's memberships, by its name. */
export async function membershipNamed(api: ApiCaller, token: string | undefined, name: string): Promise<number> {
  const held = (await api.call<{ data: HeldMembership[] }>(contract.memberships.listMyMemberships, { token })).json
    .data;
  const found = held.find((membership) => membership.name === name);
  if (!found) throw new Error(`The seed gives this member a ${name} membership`);
  return found.id;
}

/** A request naming the caller's membership of this name in the path. */
export const ownMembershipNamed = (name: string) => async (api: ApiCaller, token: string | undefined) => ({
  params: { membershipId: await membershipNamed(api, token, name) },
});
