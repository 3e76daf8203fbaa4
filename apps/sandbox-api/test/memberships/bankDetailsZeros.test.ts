import { describe, expect, it } from 'vitest';
import { contract, type DirectDebitChangeResult, type JoiningCart } from '@leisure/api-contract';
import { usePinnedSandbox } from './support/pinnedSandbox.ts';
import { gymMonthly } from './support/catalogue.ts';
import { createCustomer } from './support/customers.ts';

// Decision 0206 (issue 22): 00-00-00 passed Vocalink's check (it has no rule for it) and reached a payable checkout.
const t = usePinnedSandbox();
const { joining, directDebit } = contract;

type Answer<T> = { data: T; message?: string; errors?: Record<string, string[]> };

const storeCart = async (accountDetails: Record<string, string>) => {
  const { token } = createCustomer(t.running);
  return t.api.call<Answer<JoiningCart>>(joining.storeJoiningCart, {
    token,
    body: { ...gymMonthly(t), accountDetails },
  });
};
const changeBank = async (accountDetails: Record<string, string>) =>
  t.api.call<Answer<DirectDebitChangeResult>>(directDebit.changeMyBankDetails, {
    token: await t.api.login('memberWithDirectDebit'),
    body: { accountHolder: 'Alex Morgan', ddTermsAccepted: true, accountDetails },
  });

const zeroSortCode = '00-00-00 is not a bank sort code. Enter the sort code from your bank card or statement';
const zeroAccount = 'An account number cannot be all zeros. Enter the account number from your bank card or statement';

describe('all-zero bank numbers are refused on their field', () => {
  it.each([
    [{ sortCode: '00-00-00', accountNumber: '66374958' }, { 'accountDetails.sortCode': [zeroSortCode] }],
    [
      { sortCode: '000000', accountNumber: '00000000' },
      {
        'accountDetails.sortCode': [zeroSortCode],
        'accountDetails.accountNumber': [zeroAccount],
      },
    ],
    [{ sortCode: '30-94-30', accountNumber: '0000 0000' }, { 'accountDetails.accountNumber': [zeroAccount] }],
  ])('joining %o', async (accountDetails, errors) => {
    const answer = await storeCart(accountDetails);
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual(errors);
  });

  it.each([
    [{ sortCode: '00 00 00', accountNumber: '88837491' }, { 'accountDetails.sortCode': [zeroSortCode] }],
    [{ sortCode: '10-79-99', accountNumber: '000000' }, { 'accountDetails.accountNumber': [zeroAccount] }],
  ])('changing bank details in the account %o', async (accountDetails, errors) => {
    const answer = await changeBank(accountDetails);
    expect(answer.status).toBe(422);
    expect(answer.json.errors).toEqual(errors);
  });
});

describe('the answer names the bank where the sort code says', () => {
  it('joining: the stored details name the bank', async () => {
    const stored = await storeCart({ sortCode: '08 99 99', accountNumber: '66374958' });
    expect(stored.status, JSON.stringify(stored.json)).toBe(201);
    expect(stored.json.data.accountDetails).toMatchObject({ sortCode: '08-99-99', bankName: 'The Co-operative Bank' });
  });

  it('the account: the new instruction names its bank, or none where the table has no name', async () => {
    const known = await changeBank({ sortCode: '20-29-59', accountNumber: '63748472' });
    expect(known.status, JSON.stringify(known.json)).toBe(200);
    expect(known.json.data.instruction).toMatchObject({ sortCode: '202959', bankName: 'Barclays' });
    const unknown = await changeBank({ sortCode: '93-86-11', accountNumber: '07806039' });
    expect(unknown.status, JSON.stringify(unknown.json)).toBe(200);
    expect(unknown.json.data.instruction.bankName).toBeNull();
  });
});
