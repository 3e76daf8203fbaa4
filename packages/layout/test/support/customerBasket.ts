import { callEndpoint, createHttpClient, type HttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { apiBaseUrl } from './sandboxApi.ts';

const demoCustomer = demoLogin('memberWithoutDirectDebit');

/**
 * Logs the demo customer in on the (in-process) sandbox and puts `count` bookable sessions in their basket, the
 * way the bookings front end will: timetable, session, an eligible price, add. Returns the customer's token.
 */
export async function customerWithBasket(count: number): Promise<string> {
  const anonymous = createHttpClient({ baseUrl: apiBaseUrl });
  const { token } = await callEndpoint(anonymous, contract.auth.login, { body: demoCustomer });
  const client = createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });

  const added: number[] = [];
  for await (const { session, detail } of bookableSessions(client)) {
    if (added.length === count) return token;
    const price = detail.pricingOptions.find((option) => option.eligibility?.canBook);
    if (!price || detail.inBasket) continue;
    await callEndpoint(client, contract.cart.addToCart, {
      body: { items: [{ type: 'session', id: session.id, pricingOptionId: price.id }] },
    });
    added.push(session.id);
  }
  if (added.length < count) throw new Error(`Only ${added.length} bookable sessions found for the basket`);
  return token;
}

/** Each bookable session on the sandbox's timetables, venue by venue and day by day, with its detail as `client` reads it. */
export async function* bookableSessions(client: HttpClient) {
  for (const venue of await callEndpoint(client, contract.site.listVenues)) {
    const today = await callEndpoint(client, contract.activities.getTimetable, { query: { venue: venue.slug } });
    for (const day of today.days.filter((candidate) => candidate.bookableCount > 0)) {
      const timetable = await callEndpoint(client, contract.activities.getTimetable, {
        query: { venue: venue.slug, date: day.date },
      });
      for (const session of timetable.sessions.filter((candidate) => candidate.bookable)) {
        const detail = await callEndpoint(client, contract.activities.getSession, {
          params: { sessionId: session.id },
        });
        yield { session, detail };
      }
    }
  }
}
