import { contract, type FreezeOptions } from '@leisure/api-contract';
import type { ApiCaller } from '../../support/apiCaller.ts';
import { examplesOf, type ContractExample } from '../contractExample.ts';
import { ownMembershipNamed } from './heldMembershipLookup.ts';

const { membershipChanges: changes } = contract;

const alexsGym = ownMembershipNamed('Gym Anywhere');

/** A two-week freeze from the first day Alex may freeze. */
async function alexsFreezeDates(api: ApiCaller, token: string | undefined) {
  const { params } = await alexsGym(api, token);
  const options = (await api.call<{ data: FreezeOptions }>(changes.getFreezeOptions, { token, params })).json.data;
  const start = options.startDate.min;
  const end = new Date(`${start}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 13);
  return { params, dates: { startDate: start, endDate: end.toISOString().slice(0, 10) } };
}

/** Freezing and cancelling (docs/decisions/0440, 0441): each change on Alex is undone by the next example. */
export const membershipChangeExamples: ContractExample[] = [
  ...examplesOf(
    changes.getFreezeOptions,
    { name: 'a monthly membership', as: 'memberWithDirectDebit', request: alexsGym },
    {
      name: 'a single-payment membership cannot be frozen',
      as: 'memberWithoutDirectDebit',
      request: ownMembershipNamed('Swim Only'),
      status: 409,
    },
    {
      name: "another customer's membership",
      as: 'memberWithoutDirectDebit',
      request: async (api) => alexsGym(api, await api.login('memberWithDirectDebit')),
      status: 404,
    },
  ),
  ...examplesOf(
    changes.quoteFreeze,
    {
      name: 'two weeks from the next collection',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        const { params, dates } = await alexsFreezeDates(api, token);
        return { params, query: dates };
      },
    },
    {
      name: 'a freeze of one day',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        const { params, dates } = await alexsFreezeDates(api, token);
        return { params, query: { startDate: dates.startDate, endDate: dates.startDate } };
      },
      status: 422,
    },
  ),
  ...examplesOf(changes.freezeMembership, {
    name: 'two weeks from the next collection',
    as: 'memberWithDirectDebit',
    request: async (api, token) => {
      const { params, dates } = await alexsFreezeDates(api, token);
      return { params, body: { ...dates, reason: 'travel' } };
    },
  }),
  ...examplesOf(changes.endMembershipFreeze, {
    name: 'the scheduled freeze',
    as: 'memberWithDirectDebit',
    request: alexsGym,
  }),
  ...examplesOf(changes.quoteCancellation, {
    name: "a month's notice",
    as: 'memberWithDirectDebit',
    request: alexsGym,
  }),
  ...examplesOf(
    changes.cancelMembership,
    { name: "a month's notice", as: 'memberWithDirectDebit', request: alexsGym },
    { name: 'notice already given', as: 'memberWithDirectDebit', request: alexsGym, status: 409 },
  ),
  ...examplesOf(changes.withdrawMembershipCancellation, {
    name: 'keeping the membership',
    as: 'memberWithDirectDebit',
    request: alexsGym,
  }),
];
