// Membership types, costs, promotions, change and renew, custom questions, membership terms.
export const membershipEndpoints = {};
