import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  activateSavedCard,
  customerWithJoiningCart,
  tokenise,
  card,
  useCheckoutSandbox,
  prepareJoining,
  authoriseWithSavedCard,
} from './support/checkoutKit.ts';

const t = useCheckoutSandbox();

/** A customer with a joining cart to pay for, a saved card of the given brand, and a fresh session key. */
async function buyerWithSavedCard(cardType: 'visa' | 'american-express' = 'visa') {
  const buyer = await customerWithJoiningCart(t);
  const externalIdentifier = `reusable-${randomUUID().toUpperCase()}`;
  const savedCardId = Number(
    t.running.sandbox.services.db
      .prepare(
        `INSERT INTO saved_cards (user_id, card_type, last_four, card_holder_name, expiry_month, expiry_year,
       external_identifier, created_at) VALUES (?, ?, '0003', 'Sam Patel', 12, 2029, ?, '2026-01-01T00:00:00Z')`,
      )
      .run(buyer.id, cardType, externalIdentifier).lastInsertRowid,
  );
  const prepared = await prepareJoining(t, buyer.token);
  expect(prepared.json.data.savedCard).toMatchObject({ id: savedCardId, externalIdentifier });
  return { ...buyer, savedCardId, externalIdentifier, sessionKey: prepared.json.data.sessionKey as string };
}

const payWithSavedCard = (buyer: Awaited<ReturnType<typeof buyerWithSavedCard>>, sessionKey = buyer.sessionKey) =>
  authoriseWithSavedCard(t, buyer, sessionKey, buyer.savedCardId);

const codeRefused = { errors: [{ field: 'securityCode', message: 'Please enter a valid security code' }] };

describe('saved-card activation on the provider origin', () => {
  it('activates a saved card with its security code (204, CORS for the front ends); authorise then pays', async () => {
    const buyer = await buyerWithSavedCard();
    const activated = await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, '123');
    expect(activated.status).toBe(204);
    expect(activated.body).toBeNull();
    expect(activated.headers.get('access-control-allow-origin')).toBe('http://joining.leisure.localhost:5173');

    const paid = await payWithSavedCard(buyer);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.data.transactionStatus).toBe('authorised');
    // A repeat (an answer lost on the way back) still answers the same transaction.
    const again = await payWithSavedCard(buyer);
    expect(again.json.data.transactionUuid).toBe(paid.json.data.transactionUuid);
  });

  it('answers the browser preflight for the front ends only', async () => {
    const buyer = await buyerWithSavedCard();
    const preflight = (origin: string) =>
      fetch(`${t.running.providerOrigin}/provider/v1/card-identifiers/${buyer.externalIdentifier}/security-code`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight('http://bookings.leisure.localhost:5174');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://bookings.leisure.localhost:5174');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses to authorise with a saved card whose security code was not given for this session key', async () => {
    const buyer = await buyerWithSavedCard();
    const refused = await payWithSavedCard(buyer);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.savedCardId).toEqual(['Please enter the security code of your saved card.']);

    // An activation belongs to its key: a new key needs the code again.
    expect((await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier)).status).toBe(204);
    const prepared = await prepareJoining(t, buyer.token);
    const otherKey = await payWithSavedCard(buyer, prepared.json.data.sessionKey);
    expect(otherKey.json.errors.savedCardId).toEqual(['Please enter the security code of your saved card.']);
  });

  it("checks the code against the card's brand: 3 digits, 4 for American Express, FAIL in test mode", async () => {
    const visa = await buyerWithSavedCard('visa');
    // Two refusals (a third would end the key).
    for (const code of ['12', '1234']) {
      const refused = await activateSavedCard(t, visa.sessionKey, visa.externalIdentifier, code);
      expect(refused.status, code).toBe(422);
      expect(refused.body).toEqual(codeRefused);
    }
    expect((await activateSavedCard(t, visa.sessionKey, visa.externalIdentifier, 'FAIL')).status).toBe(204);

    const amex = await buyerWithSavedCard('american-express');
    expect((await activateSavedCard(t, amex.sessionKey, amex.externalIdentifier, '123')).body).toEqual(codeRefused);
    expect((await activateSavedCard(t, amex.sessionKey, amex.externalIdentifier, '1234')).status).toBe(204);
    expect((await payWithSavedCard(amex)).json.data.transactionStatus).toBe('authorised');
  });

  it('withdraws an activation when a later code for the same card is wrong', async () => {
    const buyer = await buyerWithSavedCard();
    expect((await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, '123')).status).toBe(204);
    expect((await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, '12')).status).toBe(422);
    expect((await payWithSavedCard(buyer)).json.errors.savedCardId).toEqual([
      'Please enter the security code of your saved card.',
    ]);
  });

  it('answers 404 for a card identifier no saved card has', async () => {
    const buyer = await buyerWithSavedCard();
    const unknown = await activateSavedCard(t, buyer.sessionKey, 'reusable-NOT-A-CARD');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      errors: [{ field: 'cardIdentifier', message: 'This saved card is not available.' }],
    });
  });

  it('answers 401 on sessionKey for an unknown or expired key (the front end prepares again)', async () => {
    const buyer = await buyerWithSavedCard();
    const unknown = await activateSavedCard(t, 'MSK-nope', buyer.externalIdentifier);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ errors: [{ field: 'sessionKey', message: 'The payment session is not valid.' }] });
    t.clock.advance(400_000);
    const expired = await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ errors: [{ field: 'sessionKey', message: 'The payment session has expired.' }] });
  });

  it('ends the key after 3 bad codes, counted with failed tokenisations', async () => {
    const buyer = await buyerWithSavedCard();
    for (let i = 0; i < 3; i += 1) {
      expect((await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, '99')).status).toBe(422);
    }
    const dead = await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, '123');
    expect(dead.status).toBe(401);
    expect(dead.body).toEqual({
      errors: [{ field: 'sessionKey', message: 'The payment session has ended after too many attempts.' }],
    });
    expect((await tokenise(t, buyer.sessionKey)).status).toBe(401);

    // Two failed tokenisations and one bad code end a key too.
    const mixed = await buyerWithSavedCard();
    for (let i = 0; i < 2; i += 1) {
      expect((await tokenise(t, mixed.sessionKey, card({ cardNumber: '4111' }))).status).toBe(422);
    }
    expect((await activateSavedCard(t, mixed.sessionKey, mixed.externalIdentifier, '9')).status).toBe(422);
    expect((await activateSavedCard(t, mixed.sessionKey, mixed.externalIdentifier, '123')).status).toBe(401);
  });

  it('never stores the security code: only which card was activated for which key, and when', async () => {
    const { db } = t.running.sandbox.services;
    const buyer = await buyerWithSavedCard('american-express');
    const code = '8642';
    expect((await activateSavedCard(t, buyer.sessionKey, buyer.externalIdentifier, code)).status).toBe(204);

    const columns = (db.prepare('PRAGMA table_info(saved_card_activations)').all() as { name: string }[]).map(
      (column) => column.name,
    );
    expect(columns.sort()).toEqual(['created_at', 'external_identifier', 'session_key']);
    expect(db.prepare('SELECT * FROM saved_card_activations WHERE session_key = ?').all(buyer.sessionKey)).toEqual([
      { session_key: buyer.sessionKey, external_identifier: buyer.externalIdentifier, created_at: expect.any(String) },
    ]);
    // No column of any table holds the code as its value.
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
    for (const { name } of tables) {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
      const holding = rows.filter((row) => Object.values(row).some((value) => String(value) === code));
      expect(holding, name).toEqual([]);
    }
  });
});

describe("the provider's script", () => {
  /** Runs /provider/v1/script.js as a browser would, with this process's fetch. */
  async function loadScript() {
    const source = await (await fetch(`${t.running.providerOrigin}/provider/v1/script.js`)).text();
    const window = {} as {
      SandboxCardProvider: {
        activateSavedCard(request: {
          sessionKey: string;
          cardIdentifier: string;
          securityCode: string;
        }): Promise<unknown>;
      };
    };
    new Function('window', 'fetch', source)(window, fetch);
    return window.SandboxCardProvider;
  }

  it('activates a saved card, or resolves with the refusal for the form', async () => {
    const provider = await loadScript();
    const buyer = await buyerWithSavedCard();
    const request = { sessionKey: buyer.sessionKey, cardIdentifier: buyer.externalIdentifier };
    await expect(provider.activateSavedCard({ ...request, securityCode: '12' })).resolves.toEqual({
      status: 422,
      ...codeRefused,
    });
    await expect(
      provider.activateSavedCard({ ...request, cardIdentifier: 'reusable-gone', securityCode: '123' }),
    ).resolves.toEqual({
      status: 404,
      errors: [{ field: 'cardIdentifier', message: 'This saved card is not available.' }],
    });
    await expect(provider.activateSavedCard({ ...request, securityCode: '123' })).resolves.toEqual({ activated: true });
    expect((await payWithSavedCard(buyer)).json.data.transactionStatus).toBe('authorised');
  });
});
