import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox();
let token: string;
beforeAll(async () => {
  token = await api.login('memberWithoutDirectDebit');
});

const hostile: unknown[] = [
  [],
  'text',
  42,
  null,
  { username: { $ne: '' }, password: ['x'] },
  { username: 'a'.repeat(10_000), password: 'b'.repeat(10_000) },
  { data_fields: null },
  { data_fields: [], password: 1, terms_accepted: 'yes' },
  { data_fields: { _checksum: 7, first_name: { nested: true } } },
  JSON.parse('{"__proto__": {"polluted": true}, "_checksum": "x", "constructor": "y"}'),
  { _checksum: 'x', email: ['a@b.c'], date_of_birth: 19900101, interests: 'gym', marketing_opt_in: 'true' },
  { email_or_reference: '' },
  { token: '', password: '', password_confirmation: null },
];

describe('the auth endpoints under hostile input', () => {
  const writable = [
    contract.auth.login,
    contract.auth.register,
    contract.auth.forgottenPassword,
    contract.auth.resetPassword,
    contract.auth.updateUser,
  ];
  for (const endpoint of writable) {
    it(`${endpoint.method} ${endpoint.path} answers 4xx, never 5xx`, async () => {
      for (const body of hostile) {
        const result = await api.call(endpoint, { token, body, query: { onboardingType: 'membership_purchase' } });
        expect(result.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('survives an answer called __proto__ without polluting anything', async () => {
    const form = await api.call(contract.auth.getDataFields, {
      query: { onboardingType: 'membership_purchase' },
      token,
    });
    const result = await api.call(contract.auth.updateUser, {
      token,
      query: { onboardingType: 'membership_purchase' },
      rawBody: JSON.stringify({
        _checksum: form.json.data.checksum,
        emergency_contact_name: 'Ann Patel',
        emergency_contact_phone: '07700 900111',
      }).replace(/}$/, ', "__proto__": {"is_admin": true}}'),
    });
    // The casing layer drops "__proto__" keys: the genuine answers are saved, the smuggled one goes nowhere.
    expect(result.status).toBe(200);
    expect(result.json.data.user.emergencyContactName).toBe('Ann Patel');
    expect(result.json.data.user).not.toHaveProperty('isAdmin');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
  });

  it('refuses unknown onboarding types in queries', async () => {
    const result = await api.call(contract.auth.getDataFields, { query: { onboardingType: '<script>' } });
    expect(result.status).toBe(422);
  });
});
