import { describe, expect, it } from 'vitest';
import { camelizeKeys, decamelizeKeys } from '@leisure/api-contract';
import {
  authoriseBody,
  customerWithJoiningCart,
  payByCard,
  tokenise,
  useCheckoutSandbox,
  completeJoining,
  prepareJoining,
  JOINING_ORIGIN,
} from './support/checkoutKit.ts';

const t = useCheckoutSandbox();

/** What the checkout frame does: posts scaData's fields to scaUrl, then presses a button on the bank page. */
async function challenge(scaUrl: string, scaData: Record<string, string>, outcome: 'authenticate' | 'fail') {
  const page = await fetch(scaUrl, { method: 'POST', body: new URLSearchParams(scaData) });
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('Authenticate');
  expect(html).toContain('Fail');
  const action = /action="([^"]+)"/.exec(html)![1]!;
  const returned = await fetch(new URL(action, scaUrl), {
    method: 'POST',
    body: new URLSearchParams({ threeDSSessionData: scaData.threeDSSessionData!, outcome }),
  });
  return returned.text();
}

async function challenged(cardholderName: string) {
  const buyer = await customerWithJoiningCart(t);
  const paid = await payByCard(t, buyer, { cardholderName });
  return { buyer, ...paid };
}

describe('3-D Secure', () => {
  it('CHALLENGE: sca_required with the bank page on the provider origin; Authenticate authorises', async () => {
    const { buyer, authorised } = await challenged('CHALLENGE');
    const answer = authorised.json.data;
    expect(answer).toMatchObject({
      transactionStatus: 'sca_required',
      scaUrl: `${t.running.providerOrigin}/provider/v1/3ds`,
    });
    expect(answer.scaData).toMatchObject({ threeDSSessionData: answer.transactionUuid, creq: expect.any(String) });

    const early = await completeJoining(t, buyer, answer.transactionUuid);
    expect(early.status).toBe(422);

    const html = await challenge(answer.scaUrl, answer.scaData, 'authenticate');
    expect(html).toContain('parent.postMessage(');
    expect(html).toContain(
      `"type":"sca_completed","transactionUuid":"${answer.transactionUuid}","status":"authorised"`,
    );

    const completed = await completeJoining(t, buyer, answer.transactionUuid);
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
  });

  it('CHALLENGE then Fail fails; a second press cannot flip the outcome', async () => {
    const { authorised } = await challenged('CHALLENGE');
    const answer = authorised.json.data;
    expect(await challenge(answer.scaUrl, answer.scaData, 'fail')).toContain('"status":"failed"');
    const again = await fetch(`${t.running.providerOrigin}/provider/v1/3ds/complete`, {
      method: 'POST',
      body: new URLSearchParams({ threeDSSessionData: answer.transactionUuid, outcome: 'authenticate' }),
    });
    expect(await again.text()).toContain('"status":"failed"');
  });

  it('NOTAUTH fails after the challenge, whatever is pressed', async () => {
    const { buyer, authorised } = await challenged('NOTAUTH');
    const answer = authorised.json.data;
    expect(answer.transactionStatus).toBe('sca_required');
    expect(await challenge(answer.scaUrl, answer.scaData, 'authenticate')).toContain('"status":"failed"');
    const completed = await completeJoining(t, buyer, answer.transactionUuid);
    expect(completed.status).toBe(422);
  });

  it("targets the message at the checkout window's origin when the browser sent one", async () => {
    const buyer = await customerWithJoiningCart(t);
    const prepared = await prepareJoining(t, buyer.token);
    const token = await tokenise(t, prepared.json.data.sessionKey);
    const response = await fetch(`${t.running.origin}/api/checkout/authorise`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, origin: JOINING_ORIGIN },
      body: JSON.stringify(
        decamelizeKeys(
          authoriseBody(prepared.json.data.sessionKey, token.body.cardIdentifier!, {
            cardHolderName: 'CHALLENGE',
            terms: buyer.terms,
          }),
        ),
      ),
    });
    const answer = camelizeKeys<{ data: { scaUrl: string; scaData: Record<string, string> } }>(
      await response.json(),
    ).data;
    const html = await challenge(answer.scaUrl, answer.scaData, 'authenticate');
    expect(html).toContain(`, "${JOINING_ORIGIN}");`);
  });

  it('reads the fields by their wire (snake_case) names too, and posts to any origin when the checkout’s is unknown', async () => {
    const { authorised } = await challenged('CHALLENGE');
    const answer = authorised.json.data;
    const page = await fetch(answer.scaUrl, {
      method: 'POST',
      body: new URLSearchParams({ three_d_s_session_data: answer.transactionUuid }),
    });
    expect(page.status).toBe(200);
    const returned = await fetch(`${t.running.providerOrigin}/provider/v1/3ds/complete`, {
      method: 'POST',
      body: new URLSearchParams({ three_d_s_session_data: answer.transactionUuid, outcome: 'authenticate' }),
    });
    const html = await returned.text();
    expect(html).toContain('"status":"authorised"');
    expect(html).toContain(', "*");');
  });
});
