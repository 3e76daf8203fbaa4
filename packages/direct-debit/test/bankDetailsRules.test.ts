import { describe, expect, it } from 'vitest';
import {
  bankDetailsMessages,
  bankDetailsProblems,
  toBankDetails,
  toBankDetailsValues,
  type BankDetailsValues,
} from '../src/bankDetailsRules.ts';

const valid: BankDetailsValues = {
  accountHolder: 'Alex Morgan',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  billingAddressLineOne: '1 High Street',
  billingAddressLineTwo: '',
  billingCity: 'Brightwater',
  billingPostcode: 'sw1a 1aa',
  ddTermsAccepted: true,
  authorised: true,
};
const plain = { needsBillingAddress: false, hasDirectDebitTerms: true };
const withAddress = { needsBillingAddress: true, hasDirectDebitTerms: true };

describe('bank details rules', () => {
  it('valid details have no problems', () => {
    expect(bankDetailsProblems(valid, withAddress)).toEqual({});
  });

  it("uses docs/product/joining.md D11's exact messages", () => {
    expect(bankDetailsMessages).toMatchObject({
      accountHolder: 'Enter the name on the account',
      sortCode: 'Enter a valid sort code like 309430',
      accountNumber: 'Enter a valid account number like 00733445',
      modulus: 'Check your sort code and account number: they do not match a UK bank account',
      billingAddressLineOne: 'Enter the first line of your address',
      billingCity: 'Enter your town or city',
      billingPostcode: 'Please enter a valid postcode',
    });
  });

  it.each(['', 'A', '  A  '])('a name on the account of one character or less ("%s")', (accountHolder) => {
    expect(bankDetailsProblems({ ...valid, accountHolder }, plain)).toEqual({
      accountHolder: 'Enter the name on the account',
    });
  });

  it('a two-character name is enough', () => {
    expect(bankDetailsProblems({ ...valid, accountHolder: 'Jo' }, plain)).toEqual({});
  });

  it.each(['', '30943', '30-94-3', '3094301', 'ab-cd-ef'])('a sort code that is not 6 digits ("%s")', (sortCode) => {
    expect(bankDetailsProblems({ ...valid, sortCode }, plain)).toEqual({
      sortCode: 'Enter a valid sort code like 309430',
    });
  });

  it.each(['', '12345', '12345678901', '6637495x'])('an account number that is not 6 to 10 digits ("%s")', (n) => {
    expect(bankDetailsProblems({ ...valid, accountNumber: n }, plain)).toEqual({
      accountNumber: 'Enter a valid account number like 00733445',
    });
  });

  it('a well-formed pair that fails the modulus check', () => {
    expect(bankDetailsProblems({ ...valid, accountNumber: '66374959' }, plain)).toEqual({
      accountDetails: 'Check your sort code and account number: they do not match a UK bank account',
    });
  });

  it('no modulus message while either number is malformed: the format message says what to fix', () => {
    expect(bankDetailsProblems({ ...valid, sortCode: '08999' }, plain)).not.toHaveProperty('accountDetails');
  });

  it('the billing address only when the provider needs it; line 2 is optional', () => {
    const noAddress = {
      ...valid,
      billingAddressLineOne: '',
      billingAddressLineTwo: '',
      billingCity: '',
      billingPostcode: '',
    };
    expect(bankDetailsProblems(noAddress, plain)).toEqual({});
    expect(bankDetailsProblems(noAddress, withAddress)).toEqual({
      billingAddressLineOne: 'Enter the first line of your address',
      billingCity: 'Enter your town or city',
      billingPostcode: 'Please enter a valid postcode',
    });
    expect(bankDetailsProblems({ ...valid, billingAddressLineOne: 'A', billingCity: 'B' }, withAddress)).toEqual({
      billingAddressLineOne: 'Enter the first line of your address',
      billingCity: 'Enter your town or city',
    });
  });

  it.each(['SW1A', 'SW1A 1A', '12345', 'XX1 1XXX'])('"%s" is not a postcode', (billingPostcode) => {
    expect(bankDetailsProblems({ ...valid, billingPostcode }, withAddress)).toEqual({
      billingPostcode: 'Please enter a valid postcode',
    });
  });

  it('both ticks are needed; the terms tick only when there are terms', () => {
    const unticked = { ...valid, ddTermsAccepted: false, authorised: false };
    expect(Object.keys(bankDetailsProblems(unticked, plain))).toEqual(['ddTermsAccepted', 'authorised']);
    expect(Object.keys(bankDetailsProblems(unticked, { ...plain, hasDirectDebitTerms: false }))).toEqual([
      'authorised',
    ]);
  });

  it('lists problems in the order of the form', () => {
    const empty = toBankDetailsValues(undefined);
    expect(Object.keys(bankDetailsProblems(empty, withAddress))).toEqual([
      'accountHolder',
      'sortCode',
      'accountNumber',
      'billingAddressLineOne',
      'billingCity',
      'billingPostcode',
      'ddTermsAccepted',
      'authorised',
    ]);
  });

  it('valid values become normalised details', () => {
    expect(toBankDetails({ ...valid, accountHolder: '  Alex Morgan ', accountNumber: '6637 4958' }, plain)).toEqual({
      accountHolder: 'Alex Morgan',
      sortCode: '089999',
      accountNumber: '66374958',
      ddTermsAccepted: true,
    });
    expect(toBankDetails({ ...valid, billingAddressLineTwo: ' Flat 2 ' }, withAddress)).toEqual({
      accountHolder: 'Alex Morgan',
      sortCode: '089999',
      accountNumber: '66374958',
      billingAddressLineOne: '1 High Street',
      billingAddressLineTwo: 'Flat 2',
      billingCity: 'Brightwater',
      billingPostcode: 'SW1A 1AA',
      ddTermsAccepted: true,
    });
  });
});
