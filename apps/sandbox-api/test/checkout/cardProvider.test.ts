import { describe, expect, it } from 'vitest';
import { brandOf, passesLuhn } from '@leisure/api-contract';
import { checkCard } from '../../src/features/provider/cardChecks.ts';
import {
  CARDS,
  card,
  customerWithJoiningCart,
  tokenise,
  useCheckoutSandbox,
  prepareJoining,
} from './support/checkoutKit.ts';

const t = useCheckoutSandbox();
const today = new Date('2026-03-10T09:00:00Z');

async function sessionKey(): Promise<string> {
  const buyer = await customerWithJoiningCart(t);
  const prepared = await prepareJoining(t, buyer.token);
  return prepared.json.data.sessionKey;
}

describe('card checks', () => {
  it("accepts Opayo's test cards and knows their brands", () => {
    for (const number of Object.values(CARDS)) expect(passesLuhn(number), number).toBe(true);
    expect(brandOf(CARDS.visaDebit)).toBe('visa');
    expect(brandOf(CARDS.visa13)).toBe('visa');
    expect(brandOf(CARDS.mastercard)).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('american-express');
  });

  it('answers a message per bad field, and accepts FAIL as a security code in test mode only', () => {
    const bad = checkCard(
      card({ cardNumber: '4462000000000004', expiryDate: '0226', securityCode: '12' }),
      today,
      true,
    );
    expect('errors' in bad && bad.errors.map((error) => error.field)).toEqual([
      'cardNumber',
      'expiryDate',
      'securityCode',
    ]);
    expect('card' in checkCard(card({ securityCode: 'FAIL' }), today, true)).toBe(true);
    expect('errors' in checkCard(card({ securityCode: 'FAIL' }), today, false)).toBe(true);
    expect('card' in checkCard(card({ expiryDate: '0326' }), today, true)).toBe(true);
    expect('errors' in checkCard(card({ expiryDate: '1326' }), today, true)).toBe(true);
  });
});

describe('the provider origin', () => {
  it('serves the tokenising script, which posts to the provider origin', async () => {
    const response = await fetch(`${t.running.providerOrigin}/provider/v1/script.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain('window.SandboxCardProvider');
    expect(script).toContain(JSON.stringify(t.running.providerOrigin));
    expect(script).not.toContain(t.running.origin + '/api');
  });

  it('tokenises a valid card into an identifier, with CORS for the front ends', async () => {
    const result = await tokenise(t, await sessionKey());
    expect(result.status).toBe(201);
    expect(result.body.cardIdentifier).toMatch(/^[0-9A-F-]{36}$/);
    expect(result.headers.get('access-control-allow-origin')).toBe('http://joining.leisure.localhost:5173');
    const other = await tokenise(t, await sessionKey(), card(), 'https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers field errors with the form’s messages', async () => {
    const result = await tokenise(t, await sessionKey(), card({ cardNumber: '1234', securityCode: 'x' }));
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual([
      { field: 'cardNumber', message: 'Please enter a valid card number' },
      { field: 'securityCode', message: 'Please enter a valid security code' },
    ]);
  });

  it('kills a session key after 3 failed tokenisations (401: prepare again)', async () => {
    const key = await sessionKey();
    for (let i = 0; i < 3; i += 1) expect((await tokenise(t, key, card({ cardNumber: '4111' }))).status).toBe(422);
    const after = await tokenise(t, key);
    expect(after.status).toBe(401);
    expect(after.body.errors?.[0]?.field).toBe('sessionKey');
  });

  it('refuses an expired or unknown session key with 401', async () => {
    const key = await sessionKey();
    t.clock.advance(400_000);
    expect((await tokenise(t, key)).status).toBe(401);
    expect((await tokenise(t, 'MSK-nope')).status).toBe(401);
  });

  it('keeps no card number: only brand, last four and expiry', async () => {
    const key = await sessionKey();
    await tokenise(t, key);
    const rows = t.running.sandbox.services.db.prepare('SELECT * FROM card_identifiers WHERE session_key = ?').all(key);
    expect(rows).toEqual([expect.objectContaining({ card_type: 'visa', last_four: '0003', expiry_month: 12 })]);
    expect(JSON.stringify(rows)).not.toContain(CARDS.visaDebit);
  });

  it('answers unknown bank pages with 404', async () => {
    const response = await fetch(`${t.running.providerOrigin}/provider/v1/3ds?threeDSSessionData=nope`);
    expect(response.status).toBe(404);
  });
});
