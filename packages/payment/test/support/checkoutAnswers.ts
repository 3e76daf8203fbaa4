import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { providerOrigin, providerScriptUrl } from './fakeProvider.ts';
import { apiBaseUrl } from './paymentTestStore.ts';

/** A saved card as prepare offers it (on the wire): its security code is activated with the provider. */
export const savedCardOnTheWire = {
  id: 9,
  card_type: 'visa',
  last_four_digits: '0003',
  card_holder_name: 'Ann Smith',
  expiry_date: '12/30',
  external_identifier: 'reusable-CARD-ID-9',
  card_image: '/images/cards/visa.svg',
  recently_expired: false,
};

/** GET checkout/prepare as the sandbox answers it (snake_case on the wire), a new key each time. */
export function answerPrepare(counter = { calls: 0 }, savedCard: typeof savedCardOnTheWire | null = null) {
  return http.get(`${apiBaseUrl}/checkout/prepare`, () => {
    counter.calls += 1;
    return HttpResponse.json({
      data: {
        payment_provider: 'sandbox-pi',
        session_key: `KEY-${counter.calls}`,
        expires_at: '2026-11-23T22:00:00Z',
        mode: 'test',
        url: providerScriptUrl,
        provider_origin: providerOrigin,
        saved_card: savedCard,
        amount_due: { amount: 1550, formatted: '£15.50' },
      },
    });
  });
}

/** POST checkout/authorise answering the given status after a pause (long enough for a double press). */
export function answerAuthorise(status: 'authorised' | 'sca_required' | 'failed', seen: unknown[] = []) {
  return http.post(`${apiBaseUrl}/checkout/authorise`, async ({ request }) => {
    seen.push(await request.json());
    await delay(20);
    return HttpResponse.json({
      data: {
        transaction_status: status,
        transaction_uuid: 'TX-1',
        ...(status === 'sca_required'
          ? { sca_url: `${providerOrigin}/provider/v1/3ds`, sca_data: { creq: 'CREQ', three_d_s_session_data: 'TX-1' } }
          : {}),
        ...(status === 'failed' ? { message: 'Card declined' } : {}),
      },
    });
  });
}

export function answerComplete(seen: unknown[] = [], orderId = 42) {
  return http.post(`${apiBaseUrl}/checkout/complete`, async ({ request }) => {
    seen.push(await request.json());
    await delay(20);
    return HttpResponse.json({ data: { order_id: orderId } });
  });
}

export function answerWith(method: 'get' | 'post', path: string, status: number, body: JsonBodyType) {
  return http[method](`${apiBaseUrl}${path}`, () => HttpResponse.json(body, { status }));
}
