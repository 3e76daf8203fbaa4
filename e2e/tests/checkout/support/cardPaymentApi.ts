import type { APIRequestContext } from '@playwright/test';
import { bearer, dataOf } from '../../../support/apiAnswers.ts';
import { expect } from '../../../support/fixtures.ts';
import { CARDS } from './checkoutPage.ts';

/** The billing name and address a card payment sends, as the checkout's form would. */
export interface BillingDetails {
  billing_first_name: string;
  billing_last_name: string;
  billing_address_line_one: string;
  billing_city: string;
  billing_postcode: string;
}

/** What the checkout page reports of the browser for 3-D Secure. */
const browserData = {
  browser_color_depth: 24,
  browser_java_enabled: false,
  browser_javascript_enabled: true,
  browser_language: 'en-GB',
  browser_screen_height: 1080,
  browser_screen_width: 1920,
  browser_timezone_offset: 0,
};

/**
 * Pays for what the customer's basket of `source` holds the way the checkout page does, but through the API: prepare,
 * the card to the provider's origin (never our API), authorise (SUCCESSFUL: no 3-D Secure), complete. `authorise` and
 * `complete` add to those calls' bodies. Answers what complete answers.
 */
export async function payByCardThroughApi<Completed = unknown>(
  request: APIRequestContext,
  token: string,
  {
    source,
    terms,
    billing,
    authorise = {},
    complete = {},
  }: {
    source: string;
    terms: number[];
    billing: BillingDetails;
    authorise?: Record<string, unknown>;
    complete?: Record<string, unknown>;
  },
): Promise<Completed> {
  const prepared = await dataOf<{ session_key: string; provider_origin: string }>(
    await request.get(`/api/checkout/prepare?source=${source}`, { headers: bearer(token) }),
    'prepare',
  );
  // The provider takes camelCase, as Opayo's own API does (its script sends exactly this).
  const tokenised = await request.post(`${prepared.provider_origin}/provider/v1/card-identifiers`, {
    data: {
      sessionKey: prepared.session_key,
      cardDetails: {
        cardholderName: 'SUCCESSFUL',
        cardNumber: CARDS.visaDebit,
        expiryDate: '1230',
        securityCode: '123',
      },
    },
  });
  expect(tokenised.status(), `tokenising: ${await tokenised.text()}`).toBe(201);
  const { cardIdentifier } = (await tokenised.json()) as { cardIdentifier: string };
  const authorised = await dataOf<{ transaction_status: string; transaction_uuid: string }>(
    await request.post('/api/checkout/authorise', {
      headers: bearer(token),
      data: {
        ...billing,
        ...browserData,
        card_identifier: cardIdentifier,
        card_holder_name: 'SUCCESSFUL',
        session_key: prepared.session_key,
        source,
        terms,
        ...authorise,
      },
    }),
    'authorise',
  );
  expect(authorised.transaction_status).toBe('authorised');
  return dataOf<Completed>(
    await request.post('/api/checkout/complete', {
      headers: bearer(token),
      data: { source, transaction_uuid: authorised.transaction_uuid, terms, ...complete },
    }),
    'complete',
  );
}
