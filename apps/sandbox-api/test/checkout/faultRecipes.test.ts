import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import {
  completeBody,
  customerWithJoiningCart,
  payByCard,
  useCheckoutSandbox,
  prepareJoining,
} from './support/checkoutKit.ts';

/**
 * The README's fault recipes for checkout (POST /__sandbox/faults), as the e2e tests will use them: prepare
 * answering 401, an authorise whose answer is lost, a slow complete.
 */
const t = useCheckoutSandbox();
const { checkout } = contract;
const db = () => t.running.sandbox.services.db;

const arm = (fault: Record<string, unknown>) =>
  fetch(`${t.running.origin}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });

describe('checkout fault recipes', () => {
  it('prepare answers 401 twice, then a retry (of up to 5) succeeds', async () => {
    const buyer = await customerWithJoiningCart(t);
    expect((await arm({ path: '/checkout/prepare', status: 401, count: 2 })).status).toBeLessThan(300);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await prepareJoining(t, buyer.token);
      statuses.push(result.status);
      if (result.status === 200) break;
    }
    expect(statuses).toEqual([401, 401, 200]);
  });

  it('authorise succeeds but its answer is lost: the retry answers the same transaction, and one order follows', async () => {
    const buyer = await customerWithJoiningCart(t);
    await arm({ path: '/checkout/authorise', status: 502, afterHandler: true, message: 'Bad gateway' });
    const { authorised, body } = await payByCard(t, buyer);
    expect(authorised.status).toBe(502);
    const stored = db().prepare('SELECT uuid FROM card_transactions WHERE user_id = ?').all(buyer.id) as {
      uuid: string;
    }[];
    expect(stored).toHaveLength(1);
    const retry = await t.api.call(checkout.authorisePayment, { token: buyer.token, body });
    expect(retry.status).toBe(200);
    expect(retry.json.data).toMatchObject({ transactionStatus: 'authorised', transactionUuid: stored[0]!.uuid });
    const done = await t.api.call(checkout.completeCheckout, {
      token: buyer.token,
      body: completeBody(buyer.terms, retry.json.data.transactionUuid),
    });
    expect(done.status).toBe(200);
    expect(db().prepare('SELECT COUNT(*) AS n FROM orders WHERE customer_user_id = ?').get(buyer.id)).toEqual({ n: 1 });
  });

  it('complete is slow: a second click while the first waits still makes one order', async () => {
    const buyer = await customerWithJoiningCart(t);
    const { authorised } = await payByCard(t, buyer);
    await arm({ path: '/checkout/complete', delayMs: 300, count: 1 });
    const body = completeBody(buyer.terms, authorised.json.data.transactionUuid);
    // Timed by performance.now: the pinned Date ticks in 20 ms steps (docs/decisions/0006).
    const started = performance.now();
    const [slow, quick] = await Promise.all([
      t.api.call(checkout.completeCheckout, { token: buyer.token, body }),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        t.api.call(checkout.completeCheckout, { token: buyer.token, body }),
      ),
    ]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.status).toBe(200);
    expect(quick.status).toBe(200);
    expect(slow.json.data.orderId).toBe(quick.json.data.orderId);
  });
});
