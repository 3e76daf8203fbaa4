import { describe, expect, it } from 'vitest';
import { contract, dataFieldType, type DataFields } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { fixedClock } from '../../src/clock.ts';

const { api } = useSandbox({ clock: fixedClock('2026-03-10T09:00:00Z') });

const fetchForm = async (onboardingType: string, token?: string) =>
  api.call<{ data: DataFields }>(contract.auth.getDataFields, { query: { onboardingType }, token });
const fieldsOf = (form: DataFields) => form.sections.flatMap((section) => section.sectionFields);

describe('data fields', () => {
  it('hands guests the registration form in sections, unanswered, with paths into data_fields', async () => {
    const { status, json } = await fetchForm('customer_account_online');
    expect(status).toBe(200);
    expect(json.data.sections.map((s) => s.sectionName)).toEqual(['About you', 'Contact details']);
    const fields = fieldsOf(json.data);
    // The short registration (decision 0023): what booking needs, 8 questions before the password (was 17).
    expect(fields.map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'email',
      'addressLine1',
      'addressLine2',
      'town',
      'postcode',
    ]);
    expect(fields.every((f) => f.answer === null && f.path === `dataFields.${f.name}` && f.isAuthorised)).toBe(true);
    expect(fields.find((f) => f.name === 'postcode')).toMatchObject({
      isRequired: true,
      htmlAttributes: { autocomplete: 'postal-code' },
    });
    expect(json.data.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses every field type across the two forms', async () => {
    const token = await api.login('memberWithoutDirectDebit');
    const types = new Set(
      [
        ...fieldsOf((await fetchForm('customer_account_online')).json.data),
        ...fieldsOf((await fetchForm('membership_purchase', token)).json.data),
      ].map((f) => f.type),
    );
    expect([...types].sort()).toEqual([...dataFieldType.options].sort());
  });

  it('pre-fills the membership-purchase form from the user and greys a date of birth on file', async () => {
    const token = await api.login('memberWithDirectDebit');
    const { json } = await fetchForm('membership_purchase', token);
    const byName = Object.fromEntries(fieldsOf(json.data).map((f) => [f.name, f]));
    expect(byName.emergencyContactName).toMatchObject({
      answer: 'Jamie Morgan',
      isRequired: true,
      path: 'emergencyContactName',
    });
    expect(byName.interests!.answer).toEqual(['gym', 'swimming']);
    expect(byName.dateOfBirth).toMatchObject({ isAuthorised: false, answer: '1984-11-13' });
    expect(fieldsOf(json.data).filter((f) => !f.isAuthorised)).toHaveLength(1);
  });

  it('My details (membership_purchase) asks what the short registration leaves out (decision 0023)', async () => {
    const token = await api.login('memberWithDirectDebit');
    const names = fieldsOf((await fetchForm('membership_purchase', token)).json.data).map((f) => f.name);
    for (const name of ['title', 'gender', 'phone', 'emergencyContactName', 'interests', 'marketingOptIn']) {
      expect(names, name).toContain(name);
    }
  });

  it('gives each form its own checksum, stable between requests', async () => {
    const token = await api.login('memberWithDirectDebit');
    const a = (await fetchForm('membership_purchase', token)).json.data.checksum;
    const b = (await fetchForm('membership_purchase', token)).json.data.checksum;
    const c = (await fetchForm('customer_account_online')).json.data.checksum;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('needs a user for the membership-purchase form and a known onboarding type', async () => {
    expect((await fetchForm('membership_purchase')).status).toBe(401);
    expect((await fetchForm('wizardry')).status).toBe(422);
  });
});
