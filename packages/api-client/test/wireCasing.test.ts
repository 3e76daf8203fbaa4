import { describe, expect, it } from 'vitest';
import { itReturnsEach } from '@leisure/test-support';
import { camelizeFieldPath, camelizeValidationMessages, fromWire, toWire } from '../src/index.ts';

describe('toWire', () => {
  it('snake-cases keys of nested objects and objects in arrays, never values', () => {
    expect(
      toWire({
        membershipDetails: { paymentType: 'recurring', startDate: '2026-03-10' },
        additionalAnswers: [{ questionId: 3, answer: ['someValue'] }],
        dataFields: { _checksum: 'abc', firstName: 'Ada' },
      }),
    ).toEqual({
      membership_details: { payment_type: 'recurring', start_date: '2026-03-10' },
      additional_answers: [{ question_id: 3, answer: ['someValue'] }],
      data_fields: { _checksum: 'abc', first_name: 'Ada' },
    });
  });

  it('leaves FormData, URLSearchParams, strings and empty values alone', () => {
    const form = new FormData();
    form.append('proofOfEligibility', 'x');
    const search = new URLSearchParams({ venueSlug: 'x' });
    expect(toWire(form)).toBe(form);
    expect(toWire(search)).toBe(search);
    expect(toWire('camelCase')).toBe('camelCase');
    expect(toWire(undefined)).toBeUndefined();
    expect(toWire(null)).toBeNull();
  });
});

describe('fromWire', () => {
  it('camel-cases nested keys, keeping "_" keys and numeric keys', () => {
    expect(
      fromWire({
        membership_type: { payment_options: [{ price_pence: 1250, is_default: true }] },
        data_fields: { _checksum: 'abc', sections: { '12': { field_name: 'first_name' } } },
      }),
    ).toEqual({
      membershipType: { paymentOptions: [{ pricePence: 1250, isDefault: true }] },
      dataFields: { _checksum: 'abc', sections: { '12': { fieldName: 'first_name' } } },
    });
  });

  it('passes HTML text through', () => {
    expect(fromWire('<p class="footer_text">Hi</p>')).toBe('<p class="footer_text">Hi</p>');
  });
});

describe('field paths', () => {
  itReturnsEach('%s → %s', camelizeFieldPath, [
    ['account_details.sort_code', 'accountDetails.sortCode'],
    ['data_fields._checksum', 'dataFields._checksum'],
    ['members.0.first_name', 'members.0.firstName'],
    ['email', 'email'],
  ]);

  it('keeps only lists of strings from an errors map', () => {
    expect(
      camelizeValidationMessages({
        'account_details.sort_code': ['Enter a valid sort code like 309430'],
        'billing_address.postcode': ['Please enter a valid postcode', 7],
        odd: 'not a list',
        empty: [],
      }),
    ).toEqual({
      'accountDetails.sortCode': ['Enter a valid sort code like 309430'],
      'billingAddress.postcode': ['Please enter a valid postcode'],
    });
    expect(camelizeValidationMessages(undefined)).toEqual({});
    expect(camelizeValidationMessages(['x'])).toEqual({});
  });
});
