// Households (docs/decisions/0313-households.md): an adult (the payer) adds children and invites other adults by a
// secret code sent to their email. A household is what lets people book for each other, use each other's
// entitlements, see each other's names and dates of birth and pay with the payer's credit; sharing an email grants
// none of that.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import {
  addHouseholdChildBody,
  householdCodeBody,
  householdInvitationPreviewSchema,
  inviteHouseholdAdultBody,
  myHouseholdSchema,
  staffCustomerHouseholdSchema,
} from './householdsSchemas.ts';

export * from './householdsSchemas.ts';

const answers = 'Answers the household as the caller now sees it.';

export const householdEndpoints = {
  getMyHousehold: defineEndpoint({
    id: 'getMyHousehold',
    method: 'GET',
    path: '/my-account/household',
    tag: 'Household',
    summary: "The caller's household: its members, the caller's role and (for the payer) pending invitations",
    auth: 'customer',
    response: myHouseholdSchema,
  }),
  addHouseholdChild: defineEndpoint({
    id: 'addHouseholdChild',
    method: 'POST',
    path: '/my-account/household/children',
    tag: 'Household',
    summary: 'Add a child (under 18) to the household; the caller becomes its payer if they had none',
    description:
      `The child has no log-in of their own: the household books for them. ${answers} 403 for an adult or child ` +
      'member (only the payer adds children); 409 when the household is full; 422 with field messages.',
    auth: 'customer',
    body: addHouseholdChildBody,
    response: myHouseholdSchema,
    successStatus: 201,
    errors: [403, 409, 422],
  }),
  inviteHouseholdAdult: defineEndpoint({
    id: 'inviteHouseholdAdult',
    method: 'POST',
    path: '/my-account/household/invitations',
    tag: 'Household',
    summary: 'Email another adult a secret invitation code; they accept it from their own account',
    description:
      'The same answer whether or not an account has the address (nothing is revealed). The code works once, for 7 ' +
      `days. ${answers} 403 for a member who is not the payer; 409 when the household is full or has too many ` +
      'invitations pending; 422 with field messages; 429 after too many invitations in a day.',
    auth: 'customer',
    body: inviteHouseholdAdultBody,
    response: myHouseholdSchema,
    successStatus: 201,
    errors: [403, 409, 422, 429],
  }),
  previewHouseholdInvitation: defineEndpoint({
    id: 'previewHouseholdInvitation',
    method: 'POST',
    path: '/my-account/household/invitations/preview',
    tag: 'Household',
    summary: 'Who sent an invitation, read with its code before accepting or declining it',
    description:
      'A POST so the code never sits in a URL or a log. Names only the payer, with the number of people in the ' +
      'household and when the code stops working; nothing is accepted. 422 (`code`) for a wrong, used or expired ' +
      "code, or one for the caller's own household; wrong codes count with accept's and decline's: 429 after 5 in " +
      '15 minutes. 403 for a front-of-house account.',
    auth: 'customer',
    body: householdCodeBody,
    response: householdInvitationPreviewSchema,
    errors: [403, 422, 429],
  }),
  acceptHouseholdInvitation: defineEndpoint({
    id: 'acceptHouseholdInvitation',
    method: 'POST',
    path: '/my-account/household/invitations/accept',
    tag: 'Household',
    summary: "Join a household with the invitation code from the email, from the caller's own account",
    description:
      'The code is what counts, not the email address (addresses are not verified). 409 when the caller is ' +
      'already in a household; 422 (`code`) for a wrong, used or expired code; 429 after 5 wrong codes in 15 ' +
      `minutes. ${answers}`,
    auth: 'customer',
    body: householdCodeBody,
    response: myHouseholdSchema,
    errors: [409, 422, 429],
  }),
  declineHouseholdInvitation: defineEndpoint({
    id: 'declineHouseholdInvitation',
    method: 'POST',
    path: '/my-account/household/invitations/decline',
    tag: 'Household',
    summary: 'Turn an invitation down with its code: the code stops working',
    description: `422 (\`code\`) for a wrong, used or expired code; 429 after 5 wrong codes in 15 minutes. ${answers}`,
    auth: 'customer',
    body: householdCodeBody,
    response: myHouseholdSchema,
    errors: [422, 429],
  }),
  cancelHouseholdInvitation: defineEndpoint({
    id: 'cancelHouseholdInvitation',
    method: 'DELETE',
    path: '/my-account/household/invitations/{id}',
    tag: 'Household',
    summary: 'The payer withdraws a pending invitation: its code stops working',
    description: `403 for anyone but the payer; 404 for an invitation that is not pending in their household. ${answers}`,
    auth: 'customer',
    params: z.object({ id: idParam }),
    response: myHouseholdSchema,
    errors: [403, 404],
  }),
  leaveHousehold: defineEndpoint({
    id: 'leaveHousehold',
    method: 'POST',
    path: '/my-account/household/leave',
    tag: 'Household',
    summary: 'An adult leaves their household (the payer may only once nobody else is in it)',
    description:
      'From then on neither side can book for, see or pay for the other. 409 for a payer with members, for a ' +
      `child, or for someone in no household. ${answers}`,
    auth: 'customer',
    response: myHouseholdSchema,
    errors: [409],
  }),
  removeHouseholdMember: defineEndpoint({
    id: 'removeHouseholdMember',
    method: 'DELETE',
    path: '/my-account/household/members/{id}',
    tag: 'Household',
    summary: 'The payer removes an adult or a child from the household',
    description:
      'A child with no bookings is deleted; one with bookings keeps their history and is no longer a member. 403 ' +
      `for anyone but the payer; 404 for someone not in their household; 422 for the payer themself. ${answers}`,
    auth: 'customer',
    params: z.object({ id: idParam }),
    response: myHouseholdSchema,
    errors: [403, 404, 422],
  }),
  getStaffCustomerHousehold: defineEndpoint({
    id: 'getStaffCustomerHousehold',
    method: 'GET',
    path: '/staff/customers/{id}/household',
    tag: 'Front of house',
    summary: "The selected customer's household members (staff only), for booking at the desk",
    description: '403 for anyone but staff; 404 for an id that is not a customer.',
    auth: 'staff',
    params: z.object({ id: idParam }),
    response: staffCustomerHouseholdSchema,
    errors: [403, 404],
  }),
};
