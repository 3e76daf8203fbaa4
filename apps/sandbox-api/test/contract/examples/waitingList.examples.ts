import { contract } from '@leisure/api-contract';
import type { ContractExample } from '../contractExample.ts';
import { examplesOf } from '../contractExample.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { findFullSession } from './activities.examples.ts';

const { waitingList } = contract;

/** A full session from tomorrow on that the token's owner could otherwise book. */
async function fullSessionId(api: ApiCaller, token: string | undefined): Promise<number> {
  return (await findFullSession(api, token)).id;
}

/** Joins (leaving first, so the example can run again) and answers the session's id. */
async function joined(api: ApiCaller, token: string | undefined): Promise<number> {
  const sessionId = await fullSessionId(api, token);
  await api.call(waitingList.leaveWaitingList, { token, params: { sessionId } });
  await api.call(waitingList.joinWaitingList, { token, params: { sessionId }, body: { mode: 'offer' } });
  return sessionId;
}

/** Examples for the waiting list of a full session. */
export const waitingListExamples: ContractExample[] = [
  ...examplesOf(
    waitingList.getSessionWaitingList,
    {
      name: 'a full session, as a visitor sees it',
      request: async (api) => ({ params: { sessionId: await fullSessionId(api, undefined) } }),
    },
    { name: 'no such session', request: () => ({ params: { sessionId: 99_999_999 } }), status: 404 },
  ),
  ...examplesOf(
    waitingList.joinWaitingList,
    {
      name: 'offer me the place',
      as: 'memberWithoutDirectDebit',
      request: async (api, token) => {
        const sessionId = await fullSessionId(api, token);
        await api.call(waitingList.leaveWaitingList, { token, params: { sessionId } });
        return { params: { sessionId }, body: { mode: 'offer' } };
      },
    },
    {
      name: 'a visitor must log in',
      request: () => ({ params: { sessionId: 1 }, body: { mode: 'offer' } }),
      status: 401,
    },
  ),
  ...examplesOf(waitingList.listMyWaitingList, {
    name: 'my waiting-list entries',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => {
      await joined(api, token);
      return {};
    },
  }),
  ...examplesOf(waitingList.leaveWaitingList, {
    name: 'leave the list',
    as: 'memberWithoutDirectDebit',
    request: async (api, token) => ({ params: { sessionId: await joined(api, token) } }),
  }),
];
