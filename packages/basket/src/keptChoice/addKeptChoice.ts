import { isApiError } from '@leisure/api-client';
import { activitiesApi } from '@leisure/api-client/endpoints/activitiesApi';
import { cartChangesApi } from '@leisure/api-client/endpoints/cartChangesApi';
import type { AuthDispatch } from '@leisure/auth';
import type { BasketChoice } from './keptChoiceStorage.ts';

/** The item a refusal names, from its field messages (`items.2.id`, `items.0.pricingOptionId`). */
function refusedIndex(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  for (const key of Object.keys(error.validationMessages)) {
    const match = /^items\.(\d+)\./.exec(key);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** A refusal of what was asked (full, not open yet, not for this person…), not of the moment (offline, too many tries). */
const refusesTheChoice = (error: unknown) => isApiError(error) && (error.status === 409 || error.status === 422);

const add = (dispatch: AuthDispatch, items: BasketChoice[]) =>
  dispatch(cartChangesApi.endpoints.addToCart.initiate({ body: { items: items.map(toItem) } }));

const toItem = ({ type, id, pricingOptionId, purchasedForUserId }: BasketChoice) => ({
  type,
  id,
  pricingOptionId,
  ...(purchasedForUserId != null ? { purchasedForUserId } : {}),
});

/**
 * A visitor's price was a guess (the timetable picks the cheapest open one, often Junior): once logged in, the
 * person's own price for the session (yourPrice, what the timetable would add for them) replaces it. Without one
 * (no price open to them, or the session could not be read) the kept price is sent and the basket says why not.
 */
async function withTheirPrice(dispatch: AuthDispatch, item: BasketChoice): Promise<BasketChoice> {
  const attendee = item.purchasedForUserId;
  const request = dispatch(
    activitiesApi.endpoints.getSession.initiate(
      { params: { sessionId: item.id }, ...(attendee != null ? { query: { attendeeId: attendee } } : {}) },
      { forceRefetch: true, subscribe: false },
    ),
  );
  const { data } = await request;
  const theirs = data?.yourPrice?.pricingOptionId;
  return theirs ? { ...item, pricingOptionId: theirs } : item;
}

/**
 * Decision 0321: the kept sessions, each at the person's own price (withTheirPrice), go to the basket in one addToCart call. The basket takes all or none, so when it
 * refuses one (it names it under `items.N`) the rest are tried again without it, and when it refuses without saying
 * which, one at a time. Each refusal toasts the server's own message (cartChangesApi). Answers what is still to add: the
 * whole choice when the call could not be made at all (offline, too many tries), to try again on the next visit.
 */
export async function addKeptChoice(dispatch: AuthDispatch, choice: BasketChoice[]): Promise<BasketChoice[]> {
  let items = await Promise.all(choice.map((item) => withTheirPrice(dispatch, item)));
  while (items.length > 0) {
    const result = await add(dispatch, items);
    if (!('error' in result)) return [];
    if (!refusesTheChoice(result.error)) return items;
    const refused = refusedIndex(result.error);
    if (refused === undefined || refused >= items.length) break;
    items = items.filter((_, index) => index !== refused);
  }
  if (items.length <= 1) return [];
  const left: BasketChoice[] = [];
  for (const item of items) {
    const result = await add(dispatch, [item]);
    if ('error' in result && !refusesTheChoice(result.error)) left.push(item);
  }
  return left;
}
