import { describe, expect, it } from 'vitest';
import { buildPath, camelizeKeys, contract } from '@leisure/api-contract';
import { movableClock } from '../support/movableClock.ts';
import { TEST_START, useSandbox } from '../support/useSandbox.ts';
import { addPerson } from '../cart/support/bookingFixtures.ts';
import { catalogue } from './support/catalogue.ts';

// Promotion code checks are limited per client address and per logged-in user (docs/decisions/0203, issue 22):
// 10 codes not recognised within 15 minutes lock the key; then every check is 429 with Retry-After.
const clock = movableClock(TEST_START);
const { api, running, db } = useSandbox({ clock });

let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

async function check(code: string, options: { address?: string; token?: string } = {}) {
  const paymentOptionId = catalogue(running()).optionId('gym-anywhere', 'recurring');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.address) headers['x-forwarded-for'] = `203.0.113.250, ${options.address}`;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const path = buildPath(contract.memberships.validatePromotion.path, { code, paymentOptionId });
  const response = await fetch(`${api.origin}/api${path}`, { headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, json: camelizeKeys<any>(await response.json()), headers: response.headers };
}

const guesses = async (count: number, options: { address?: string; token?: string }) => {
  for (let index = 0; index < count; index += 1) {
    expect((await check(`GUESS${index}`, options)).status).toBe(422);
  }
};

const LOCKED = 'Too many promotion codes tried. Please try again in 15 minutes.';

describe('promotion code checks are limited', () => {
  it('10 codes not recognised from one address lock it for 15 minutes: 429, Retry-After, a message on the code', async () => {
    clock.set(TEST_START);
    const address = freshAddress();
    await guesses(10, { address });
    const locked = await check('SPRING25', { address });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.json).toEqual({ message: LOCKED, errors: { code: [LOCKED] } });
    // Another address is not held up.
    expect((await check('SPRING25', { address: freshAddress() })).status).toBe(200);
    // Once the first guess is 15 minutes old, the address may check again.
    clock.advanceMinutes(15);
    expect((await check('SPRING25', { address })).status).toBe(200);
  });

  it('a recognised code does not count towards the limit', async () => {
    clock.set(TEST_START);
    const address = freshAddress();
    await guesses(9, { address });
    for (let index = 0; index < 5; index += 1) expect((await check('SPRING25', { address })).status).toBe(200);
    expect((await check('GUESS9', { address })).status).toBe(422);
    expect((await check('SPRING25', { address })).status).toBe(429);
  });

  it('a logged-in user is limited whichever address they guess from', async () => {
    clock.set(TEST_START);
    const person = addPerson(db());
    for (let index = 0; index < 10; index += 1) {
      expect((await check(`GUESS${index}`, { token: person.token, address: freshAddress() })).status).toBe(422);
    }
    const locked = await check('SPRING25', { token: person.token, address: freshAddress() });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
