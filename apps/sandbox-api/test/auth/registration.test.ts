import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../src/seed/demoAccounts.ts';
import { fixedClock } from '../../src/clock.ts';
import { registrationBody } from './authTestKit.ts';

const { api, db } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const register = (body: unknown) =>
  api.call(contract.auth.register, { query: { onboardingType: 'customer_account_online' }, body });

describe('registration', () => {
  it('creates a customer with a new customer ID, logs them in and keeps their answers', async () => {
    const created = await register(await registrationBody(api));
    expect(created.status).toBe(201);
    const { token, user } = created.json.data;
    expect(user.reference).toMatch(/^BW\d{6}$/);
    expect(user.reference > demoAccounts.sharedEmailChild.reference).toBe(true);
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: "O'Neill",
      email: 'grace.oneill@example.com',
      dateOfBirth: '1990-05-17',
      postcode: 'LS11 5PW',
      onboardingType: 'customer_account_online',
      membershipUser: null,
      hasInstruction: false,
    });
    expect((await api.call(contract.auth.getUser, { token })).json.data.id).toBe(user.id);
    const login = await api.call(contract.auth.login, {
      body: { username: user.reference, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
    const stored = db()
      .prepare('SELECT address_line_1, town, registration_source, terms_accepted_at FROM users WHERE id = ?')
      .get(user.id) as Record<string, unknown>;
    expect(stored).toEqual({
      address_line_1: '5 Canal Wharf',
      town: 'Leeds',
      registration_source: 'online-joining',
      terms_accepted_at: '2026-03-10T09:00:00.000Z',
    });
  });

  it.each([
    ['Ab1!', 'The password must be at least 8 characters.'],
    ['ABCDEFG1!', 'The password must contain at least one lowercase letter.'],
    ['abcdefg1!', 'The password must contain at least one uppercase letter.'],
    ['Abcdefgh!', 'The password must contain at least one number.'],
    ['Abcdefgh1', 'The password must contain at least one special character.'],
  ])('refuses the password %s: %s', async (password, message) => {
    const result = await register(
      await registrationBody(api, {
        password,
        passwordConfirmation: password,
        dataFields: { email: `p${password.length}@example.com` },
      }),
    );
    expect(result.status).toBe(422);
    expect(result.json.errors.password).toEqual([message]);
    expect(result.json.errors.passwordConfirmation).toBeUndefined();
  });

  it('puts a repeat-password mismatch under password_confirmation, mentioning the confirmation', async () => {
    const result = await register(await registrationBody(api, { passwordConfirmation: 'Brightwater2!' }));
    expect(result.status).toBe(422);
    expect(result.wire).toMatchObject({
      errors: { password_confirmation: [expect.stringMatching(/password confirmation/)] },
    });
    expect(result.json.errors.password).toBeUndefined();
  });

  it('refuses answers whose checksum was tampered with or belongs to another form', async () => {
    const body = await registrationBody(api);
    const tampered = await register({
      ...body,
      dataFields: {
        ...body.dataFields,
        _checksum: body.dataFields._checksum.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      },
    });
    expect(tampered.status).toBe(422);
    expect(tampered.wire).toMatchObject({ errors: { 'data_fields._checksum': [expect.stringMatching(/reload/)] } });

    const logged = await api.login('memberWithoutDirectDebit');
    const other = await api.call(contract.auth.getDataFields, {
      query: { onboardingType: 'membership_purchase' },
      token: logged,
    });
    const wrongForm = await register({
      ...body,
      dataFields: { ...body.dataFields, _checksum: other.json.data.checksum },
    });
    expect(wrongForm.status).toBe(422);
  });

  it('names every missing required field with "{label} is required."', async () => {
    const body = await registrationBody(api);
    const result = await register({ ...body, dataFields: { _checksum: body.dataFields._checksum, lastName: '  ' } });
    expect(result.status).toBe(422);
    expect(result.json.errors).toMatchObject({
      'dataFields.firstName': ['First name is required.'],
      'dataFields.lastName': ['Last name is required.'],
      'dataFields.dateOfBirth': ['Date of birth is required.'],
      'dataFields.email': ['Email address is required.'],
      'dataFields.postcode': ['Postcode is required.'],
    });
    expect(result.json.errors['dataFields.addressLine2']).toBeUndefined();
  });

  it('checks dates and formats, and refuses questions the short registration does not ask (decision 0023)', async () => {
    const result = await register(
      await registrationBody(api, {
        dataFields: {
          dateOfBirth: '2026-03-11',
          email: 'not-an-email',
          postcode: 'LS99',
          // Asked in My details now, not at registration.
          phone: '07700 900999',
          surprise: 'yes',
        },
      }),
    );
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({
      'dataFields.dateOfBirth': ['Date of birth cannot be in the future.'],
      'dataFields.email': ['Enter a valid email address.'],
      'dataFields.postcode': ['Please enter a valid postcode'],
      'dataFields.phone': ['This question is not part of the form.'],
      'dataFields.surprise': ['This question is not part of the form.'],
    });
    const badDate = await register(await registrationBody(api, { dataFields: { dateOfBirth: '1990-02-30' } }));
    expect(badDate.json.errors['dataFields.dateOfBirth']).toEqual(['Date must be valid.']);
  });

  it('accepts a date of birth of today', async () => {
    const result = await register(
      await registrationBody(api, { dataFields: { dateOfBirth: '2026-03-10', email: 'newborn@example.com' } }),
    );
    expect(result.status).toBe(201);
  });

  it('requires the terms to be accepted and the client to exist', async () => {
    const result = await register(await registrationBody(api, { termsAccepted: false, clientId: 99 }));
    expect(result.status).toBe(422);
    expect(result.json.errors.termsAccepted).toEqual(['You must agree to the Terms and Conditions.']);
    expect(result.json.errors.clientId).toEqual(['Unknown client.']);
  });

  it('serves the terms the registration form links to', async () => {
    const terms = await api.call(contract.auth.getAccountTerms);
    expect(terms.status).toBe(200);
    expect(terms.json.data.title).toBe('Terms & conditions');
    expect(terms.json.data.html).toContain('<h2>');
  });
});
