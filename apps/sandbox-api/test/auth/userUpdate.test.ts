import { describe, expect, it, vi } from 'vitest';
import { contract, type DataFields } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { demoAccounts } from '../../src/seed/demoAccounts.ts';
import { fixedClock } from '../../src/clock.ts';

const { api, db } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const membershipForm = async (token: string) =>
  (
    await api.call<{ data: DataFields }>(contract.auth.getDataFields, {
      query: { onboardingType: 'membership_purchase' },
      token,
    })
  ).json.data;
const update = (token: string, body: Record<string, unknown>, onboardingType = 'membership_purchase') =>
  api.call(contract.auth.updateUser, { token, query: { onboardingType }, body });
const stored = (reference: string) =>
  db().prepare('SELECT * FROM users WHERE reference = ?').get(reference) as Record<string, unknown>;

describe('user update', () => {
  it('saves answers, ignores empty ones, and records the onboarding type', async () => {
    const token = await api.login('memberWithDirectDebit');
    const { checksum } = await membershipForm(token);
    const before = stored(demoAccounts.memberWithDirectDebit.reference);

    const result = await update(token, {
      _checksum: checksum,
      phone: '',
      emergencyContactName: null,
      emergencyContactPhone: '   ',
      interests: [],
      emergencyContactRelationship: 'friend',
      hasMedicalConditions: true,
      medicalConditionsDetails: 'Asthma',
      heardAboutUs: 'leaflet',
    });
    expect(result.status).toBe(200);
    expect(result.json.data.token).toBe(token);
    expect(result.json.data.user.onboardingType).toBe('membership_purchase');

    const after = stored(demoAccounts.memberWithDirectDebit.reference);
    expect(after).toMatchObject({
      phone: before.phone,
      emergency_contact_name: before.emergency_contact_name,
      emergency_contact_phone: before.emergency_contact_phone,
      interests: before.interests,
      emergency_contact_relationship: 'friend',
      has_medical_conditions: 1,
      medical_conditions_details: 'Asthma',
      heard_about_us: 'leaflet',
      onboarding_type: 'membership_purchase',
    });
  });

  it('lets a checkbox be unticked: false is an answer, not an empty value', async () => {
    const token = await api.login('memberWithDirectDebit');
    const { checksum } = await membershipForm(token);
    expect((await update(token, { _checksum: checksum, hasMedicalConditions: false })).status).toBe(200);
    expect(stored(demoAccounts.memberWithDirectDebit.reference).has_medical_conditions).toBe(0);
  });

  it('still requires answers the user has never given', async () => {
    const token = await api.login('memberWithoutDirectDebit');
    const { checksum } = await membershipForm(token);
    const result = await update(token, { _checksum: checksum, emergencyContactName: '' });
    expect(result.status).toBe(422);
    expect(result.json.errors).toEqual({
      emergencyContactName: ['Emergency contact name is required.'],
      emergencyContactPhone: ['Emergency contact phone number is required.'],
    });
    expect(stored(demoAccounts.memberWithoutDirectDebit.reference).onboarding_type).toBe('customer_account_online');
  });

  it('keeps a date of birth already on file: the same value passes, a different one is refused', async () => {
    const token = await api.login('customerWithPenalties');
    const form = await membershipForm(token);
    const dob = form.sections.flatMap((s) => s.sectionFields).find((f) => f.name === 'dateOfBirth')!;
    expect(dob.isAuthorised).toBe(false);
    expect((await update(token, { _checksum: form.checksum, dateOfBirth: dob.answer })).status).toBe(200);
    const changed = await update(token, { _checksum: form.checksum, dateOfBirth: '1970-01-01' });
    expect(changed.status).toBe(422);
    expect(changed.json.errors.dateOfBirth[0]).toMatch(/can't be changed online/);
  });

  it('updates contact details with the account form, taking another account’s email like any other', async () => {
    const token = await api.login('sharedEmailChild');
    const form = await api.call(contract.auth.getDataFields, {
      query: { onboardingType: 'customer_account_online' },
      token,
    });
    // Logged in, the paths point at the flat update body.
    expect(form.json.data.sections[0].sectionFields[0].path).toBe('firstName');
    const checksum = form.json.data.checksum;

    // The shared family email is this account's own: keeping it is fine.
    const same = await update(
      token,
      { _checksum: checksum, email: demoAccounts.sharedEmailChild.email, town: 'Islington' },
      'customer_account_online',
    );
    expect(same.status).toBe(200);
    expect(same.json.data.user.town).toBe('Islington');

    // Another account's email is taken like any other (docs/decisions/0110-registration-answers.md): a refusal would
    // tell a logged-in stranger which emails have accounts. The other account's owner is told by email instead.
    const fresh = await update(
      token,
      { _checksum: checksum, email: 'child.new@example.com' },
      'customer_account_online',
    );
    const taken = await update(
      token,
      { _checksum: checksum, email: demoAccounts.staff.email },
      'customer_account_online',
    );
    expect(fresh.status).toBe(200);
    expect(taken.status).toBe(200);
    expect(taken.json.data.user.email).toBe(demoAccounts.staff.email);
    await vi.waitFor(() =>
      expect(
        db()
          .prepare("SELECT body_text FROM email_outbox WHERE kind = 'email_shared_notice' AND to_address = ?")
          .all(demoAccounts.staff.email),
      ).toEqual([{ body_text: expect.stringContaining(demoAccounts.staff.reference) }]),
    );
  });

  it('refuses a stale checksum and needs a logged-in user', async () => {
    const token = await api.login('memberWithDirectDebit');
    const stale = await update(token, { _checksum: 'deadbeef', phone: '07700 900000' });
    expect(stale.status).toBe(422);
    expect(stale.wire).toMatchObject({ errors: { _checksum: [expect.any(String)] } });
    expect(
      (
        await api.call(contract.auth.updateUser, {
          query: { onboardingType: 'membership_purchase' },
          body: { _checksum: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});
