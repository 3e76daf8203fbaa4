// The waiting list of a full session (docs/decisions/0311-waiting-list.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../common.ts';
import {
  joinWaitingListBodySchema,
  myWaitingListSchema,
  sessionWaitingListSchema,
  waitingListEntrySchema,
  waitingListQuerySchema,
} from './waitingListSchemas.ts';

export * from './waitingListSchemas.ts';

const sessionParam = z.object({ sessionId: idParam });

const whoDescription =
  '`purchased_for_user_id` is the attendee (the customer by default, or a linked account); `selected_user_id` the ' +
  'customer, as on the basket calls (403 for anyone else).';

export const waitingListEndpoints = {
  getSessionWaitingList: defineEndpoint({
    id: 'getSessionWaitingList',
    method: 'GET',
    path: '/activities/sessions/{sessionId}/waiting-list',
    tag: 'Waiting list',
    summary: "A session's waiting list: how many wait, whether it can be joined, and your entries with their position",
    description:
      `Open to visitors (no entries). ${whoDescription} \`auto_book_available\` is for that attendee. A place that ` +
      'came free is given to the first in line before this answers.',
    auth: 'optional',
    params: sessionParam,
    query: waitingListQuerySchema,
    response: sessionWaitingListSchema,
    errors: [403, 404, 422],
  }),
  joinWaitingList: defineEndpoint({
    id: 'joinWaitingList',
    method: 'POST',
    path: '/activities/sessions/{sessionId}/waiting-list',
    tag: 'Waiting list',
    summary: 'Join the waiting list of a full session: book me automatically, or offer me the place (held 30 minutes)',
    description:
      `${whoDescription} \`auto\` books the first place that comes free before \`cut_off\` without charging, so it ` +
      'is only for a session a membership benefit or package covers, or at a £0 price (422 on `mode` otherwise); ' +
      '`offer` puts the place in the basket, held for 30 minutes, and emails. 409 when the session has places ' +
      '(add it to the basket), started, was cancelled or is not yet open for booking, the attendee is already ' +
      'booked, holding a place or on the list, or the household is on 20 lists already; 422 when the attendee may ' +
      'not book at the price or the cut-off is not in the future and before the start.',
    auth: 'customer',
    params: sessionParam,
    body: joinWaitingListBodySchema,
    response: waitingListEntrySchema,
    successStatus: 201,
    errors: [403, 404, 409, 422],
  }),
  leaveWaitingList: defineEndpoint({
    id: 'leaveWaitingList',
    method: 'DELETE',
    path: '/activities/sessions/{sessionId}/waiting-list',
    tag: 'Waiting list',
    summary: 'Leave the waiting list (an offered place held in the basket is released to the next in line)',
    description: `${whoDescription} 404 when the attendee is not on the list. Answers the session's list as it now is.`,
    auth: 'customer',
    params: sessionParam,
    query: waitingListQuerySchema,
    response: sessionWaitingListSchema,
    errors: [403, 404, 422],
  }),
  listMyWaitingList: defineEndpoint({
    id: 'listMyWaitingList',
    method: 'GET',
    path: '/my-account/waiting-list',
    tag: 'Waiting list',
    summary: "Your waiting-list entries and your linked accounts', for sessions not yet over, soonest first",
    description: 'Each entry says its status, position in line and, when offered, until when the place is held.',
    auth: 'customer',
    response: myWaitingListSchema,
  }),
};
