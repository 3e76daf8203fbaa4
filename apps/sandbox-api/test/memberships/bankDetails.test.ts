import { describe, expect, it } from 'vitest';
import { bankMessages, checkBankDetails } from '../../src/features/joining/bankDetails.ts';

const details = (sortCode: string, accountNumber: string) => ({
  accountHolder: 'Alex Morgan',
  ddTermsAccepted: true,
  accountDetails: { sortCode, accountNumber },
});

describe("Vocalink's modulus check of bank details", () => {
  // Test cases from Vocalink's "Validating account numbers" specification.
  it.each([
    ['089999', '66374958'],
    ['107999', '88837491'],
    ['202959', '63748472'],
    ['871427', '46238510'],
    ['820000', '73688637'],
    ['827101', '28748352'],
    ['134020', '63849203'],
    ['118765', '64371389'],
    ['200915', '41011166'],
    ['938611', '07806039'],
    ['772798', '99345694'],
    ['086090', '06774744'],
    ['309070', '02355688'],
  ])('accepts %s %s', (sortCode, accountNumber) => {
    expect(checkBankDetails(details(sortCode, accountNumber), false).errors).toEqual({});
  });

  it.each([
    ['938063', '15764273'],
    ['938063', '15763217'],
    ['118765', '64371388'],
    ['203099', '66831036'],
    ['203099', '58716970'],
    ['089999', '66374959'],
    ['107999', '88837493'],
  ])('rejects %s %s', (sortCode, accountNumber) => {
    expect(checkBankDetails(details(sortCode, accountNumber), false).errors).toEqual({
      accountDetails: [bankMessages.modulus],
    });
  });

  it('accepts spaces and dashes, and keeps the digits as given', () => {
    const checked = checkBankDetails(details('08-99-99', '6637 4958'), false);
    expect(checked.errors).toEqual({});
    expect(checked.details).toMatchObject({
      sortCode: '089999',
      accountNumber: '66374958',
      accountHolder: 'Alex Morgan',
    });
  });
});

describe('bank detail formats and the billing address', () => {
  it.each([
    ['12345', '66374958', { 'accountDetails.sortCode': [bankMessages.sortCode] }],
    ['1234567', '66374958', { 'accountDetails.sortCode': [bankMessages.sortCode] }],
    ['089999', '12345', { 'accountDetails.accountNumber': [bankMessages.accountNumber] }],
    ['089999', '12345678901', { 'accountDetails.accountNumber': [bankMessages.accountNumber] }],
  ])('rejects sort code %s and account number %s', (sortCode, accountNumber, expected) => {
    expect(checkBankDetails(details(sortCode, accountNumber), false).errors).toEqual(expected);
  });

  it('checks and normalises a billing address when the provider needs one', () => {
    const missing = checkBankDetails(details('089999', '66374958'), true);
    expect(missing.errors).toEqual({
      'accountDetails.billingAddressLineOne': [bankMessages.addressLineOne],
      'accountDetails.billingCity': [bankMessages.city],
      'accountDetails.billingPostcode': [bankMessages.postcode],
    });
    const given = checkBankDetails(
      {
        ...details('089999', '66374958'),
        accountDetails: {
          sortCode: '089999',
          accountNumber: '66374958',
          billingAddressLineOne: ' 12 Park Square East ',
          billingCity: 'Leeds',
          billingPostcode: ' ls1 2ne ',
        },
      },
      true,
    );
    expect(given.errors).toEqual({});
    expect(given.details).toMatchObject({
      billingAddressLineOne: '12 Park Square East',
      billingAddressLineTwo: null,
      billingPostcode: 'LS1 2NE',
    });
  });
});
