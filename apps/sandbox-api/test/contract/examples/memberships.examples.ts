import { contract, type JoiningVenue, type MembershipType } from '@leisure/api-contract';
import { examplesOf, loggedInOnly, type ContractExample } from '../contractExample.ts';
import { membershipNamed, ownMembershipNamed } from './heldMembershipLookup.ts';
import type { ApiCaller } from '../../support/apiCaller.ts';

const { memberships, joining, site } = contract;

// Lookups by name through the API itself, so that examples never depend on seeded ids.

async function venueId(api: ApiCaller, slug: string): Promise<number> {
  const venues = (await api.call<{ data: JoiningVenue[] }>(site.listJoiningVenues)).json.data;
  return venues.find((venue) => venue.slug === slug)!.id;
}

async function membershipType(api: ApiCaller, slug: string, venue = 'leeds-city'): Promise<MembershipType> {
  const types = (
    await api.call<{ data: MembershipType[] }>(memberships.listMembershipTypes, {
      query: { venueId: await venueId(api, venue) },
    })
  ).json.data;
  return types.find((type) => type.slug === slug)!;
}

async function option(api: ApiCaller, slug: string, paymentType: 'recurring' | 'fixed', venue = 'leeds-city') {
  const type = await membershipType(api, slug, venue);
  return { typeId: type.id, optionId: type.paymentOptions.find((each) => each.paymentType === paymentType)!.id };
}

/** A request naming a membership type, by its slug, in the path. */
const membershipTypeNamed = (slug: string) => async (api: ApiCaller) => ({
  params: { typeId: (await membershipType(api, slug)).id },
});

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

export async function newMonthlyGym(api: ApiCaller) {
  const { typeId, optionId } = await option(api, 'gym-anywhere', 'recurring');
  return {
    homeVenueId: await venueId(api, 'leeds-city'),
    membershipTypeId: typeId,
    paymentOptionId: optionId,
    startDate: today(),
    billingDay: 1,
    accountHolder: 'Sam Patel',
    ddTermsAccepted: true,
    accountDetails: { sortCode: '08-99-99', accountNumber: '66374958' },
  };
}

async function racquetsAnswers(api: ApiCaller) {
  const groups = (
    await api.call<{ data: { questions: { id: number; reference: string }[] }[] }>(memberships.getCustomQuestions, {
      params: { typeId: (await membershipType(api, 'racquets-club')).id },
    })
  ).json.data;
  const id = (reference: string) =>
    groups.flatMap((group) => group.questions).find((q) => q.reference === reference)!.id;
  return [
    { questionId: id('racquets_sports'), answer: ['badminton'] },
    { questionId: id('racquets_level'), answer: 'social' },
    { questionId: id('racquets_sessions'), answer: 2 },
  ];
}

/** Examples for the memberships, joining cart, custom questions, terms. */
export const membershipExamples: ContractExample[] = [
  ...examplesOf(
    memberships.listMembershipTypes,
    {
      name: 'types sold at a venue, for a guest',
      request: async (api) => ({ query: { venueId: await venueId(api, 'leeds-city') } }),
    },
    {
      name: "types with the member's eligibility and billing day",
      as: 'memberWithDirectDebit',
      request: async (api) => ({ query: { venueId: await venueId(api, 'leeds-city') } }),
    },
    { name: 'an unknown venue', request: () => ({ query: { venueId: 99999 } }), status: 404 },
  ),

  ...examplesOf(
    memberships.getMembershipCosts,
    {
      name: 'monthly costs for a start date and billing day',
      request: async (api) => {
        const { typeId, optionId } = await option(api, 'premium-anywhere', 'recurring');
        return { params: { typeId, optionId }, query: { startDate: today(), billingDay: 1 } };
      },
    },
    {
      name: 'single-payment costs with a promotion',
      request: async (api) => {
        const { typeId, optionId } = await option(api, 'gym-anywhere', 'fixed');
        const promotion = await api.call(memberships.validatePromotion, {
          params: { code: 'JOINFREE', paymentOptionId: optionId },
        });
        return { params: { typeId, optionId }, query: { promotionCodeId: promotion.json.data.id } };
      },
    },
    {
      name: 'a start date in the past',
      request: async (api) => ({
        params: await option(api, 'gym-anywhere', 'recurring'),
        query: { startDate: '2020-01-01', billingDay: 1 },
      }),
      status: 422,
    },
  ),

  ...examplesOf(
    memberships.validatePromotion,
    {
      name: 'a valid code',
      request: async (api) => ({
        params: { code: 'SPRING25', paymentOptionId: (await option(api, 'gym-anywhere', 'recurring')).optionId },
      }),
    },
    {
      name: 'an expired code: Code not recognised',
      request: async (api) => ({
        params: { code: 'NEWYEAR20', paymentOptionId: (await option(api, 'gym-anywhere', 'recurring')).optionId },
      }),
      status: 422,
    },
  ),

  ...examplesOf(memberships.listChangeOptions, {
    name: 'what a monthly member can change to',
    as: 'memberWithDirectDebit',
    request: ownMembershipNamed('Gym Anywhere'),
  }),
  ...examplesOf(memberships.getChangeCosts, {
    name: 'the costs of changing to another monthly membership',
    as: 'memberWithDirectDebit',
    request: async (api, token) => ({
      params: {
        membershipId: await membershipNamed(api, token, 'Gym Anywhere'),
        optionId: (await option(api, 'premium-anywhere', 'recurring')).optionId,
      },
    }),
  }),
  ...examplesOf(memberships.storeMembershipChange, {
    name: 'a change put in the joining cart',
    as: 'memberWithDirectDebit',
    request: async (api, token) => {
      const target = await option(api, 'premium-anywhere', 'recurring');
      return {
        params: { membershipId: await membershipNamed(api, token, 'Gym Anywhere') },
        body: { membershipTypeId: target.typeId, paymentOptionId: target.optionId, startDate: today() },
      };
    },
  }),
  ...examplesOf(
    memberships.renewMembership,
    {
      name: 'a single-payment membership about to end, renewed',
      as: 'memberWithoutDirectDebit',
      request: ownMembershipNamed('Swim Only'),
    },
    {
      name: 'a monthly membership cannot be renewed',
      as: 'memberWithDirectDebit',
      request: ownMembershipNamed('Gym Anywhere'),
      status: 409,
    },
  ),

  ...examplesOf(memberships.getCustomQuestions, {
    name: "a membership's question groups",
    request: membershipTypeNamed('junior-swim-and-sport'),
  }),
  ...examplesOf(
    memberships.saveCustomAnswers,
    {
      name: 'answers saved',
      as: 'memberWithoutDirectDebit',
      request: async (api) => ({
        params: { typeId: (await membershipType(api, 'racquets-club')).id },
        body: { answers: await racquetsAnswers(api) },
      }),
    },
    {
      name: 'a required question unanswered',
      as: 'memberWithoutDirectDebit',
      request: async (api) => ({
        params: { typeId: (await membershipType(api, 'racquets-club')).id },
        body: { answers: [] },
      }),
      status: 422,
    },
  ),

  ...examplesOf(memberships.getDirectDebitTerms, { name: 'the Direct Debit terms and Guarantee' }),
  ...examplesOf(memberships.getHealthCommitment, {
    name: "a membership's health commitment",
    request: membershipTypeNamed('junior-swim-and-sport'),
  }),
  ...examplesOf(
    memberships.getMembershipTerms,
    {
      name: "a membership's terms",
      request: membershipTypeNamed('student-gym'),
    },
    { name: 'an unknown membership', request: () => ({ params: { typeId: 99999 } }), status: 404 },
  ),
  ...examplesOf(
    memberships.listCheckoutTerms,
    { name: 'checkout terms' },
    {
      name: 'checkout terms for a joining cart with a monthly membership',
      as: 'memberWithDirectDebit',
      request: async (api, token) => {
        const cart = await api.call(joining.getJoiningCart, { token });
        return { query: { cartId: cart.json.data?.cartId } };
      },
    },
  ),

  ...loggedInOnly(
    memberships.listMyMemberships,
    { name: "a member's memberships", as: 'memberWithoutDirectDebit' },
    'a guest',
  ),

  ...examplesOf(
    joining.storeJoiningCart,
    {
      name: 'a monthly membership with new Direct Debit details',
      as: 'customerWithPenalties',
      request: async (api) => ({ body: await newMonthlyGym(api) }),
    },
    {
      name: 'bank details failing the modulus check',
      as: 'customerWithPenalties',
      request: async (api) => ({
        body: { ...(await newMonthlyGym(api)), accountDetails: { sortCode: '938063', accountNumber: '15763217' } },
      }),
      status: 422,
    },
  ),
  ...examplesOf(
    joining.getJoiningCart,
    { name: 'the stored selection', as: 'customerWithPenalties' },
    { name: 'nothing stored yet', as: 'staff' },
  ),
  ...examplesOf(joining.clearJoiningCart, {
    name: 'the joining cart cleared',
    as: 'customerWithPenalties',
    request: () => ({ body: { source: 'online-joining' } }),
  }),
];
