import { describe, expect, it } from 'vitest';
import { bankNameForSortCode, zeroBankNumberMessages, zeroBankNumberProblems } from './domains/bankAccountRules.ts';

// Decision 0206 (issue 22): all-zero numbers are refused on their field; the sort code's leading digits name the
// clearing bank where our small table knows them, and nothing where it does not (never a wrong bank).
describe('all-zero sort codes and account numbers', () => {
  it.each([
    [
      '000000',
      '00000000',
      { sortCode: zeroBankNumberMessages.sortCode, accountNumber: zeroBankNumberMessages.accountNumber },
    ],
    ['000000', '31926819', { sortCode: zeroBankNumberMessages.sortCode }],
    ['309430', '00000000', { accountNumber: zeroBankNumberMessages.accountNumber }],
    ['309430', '000000', { accountNumber: zeroBankNumberMessages.accountNumber }],
    ['309430', '0000000000', { accountNumber: zeroBankNumberMessages.accountNumber }],
    ['309430', '00733445', {}],
    ['000001', '00000001', {}],
  ])('%s / %s', (sortCode, accountNumber, problems) => {
    expect(zeroBankNumberProblems(sortCode, accountNumber)).toEqual(problems);
  });

  it('says which number is wrong and what to enter instead', () => {
    expect(zeroBankNumberMessages).toEqual({
      sortCode: '00-00-00 is not a bank sort code. Enter the sort code from your bank card or statement',
      accountNumber: 'An account number cannot be all zeros. Enter the account number from your bank card or statement',
    });
  });
});

describe('the bank a sort code belongs to', () => {
  it.each([
    ['309430', 'Lloyds Bank'],
    ['200000', 'Barclays'],
    ['404784', 'HSBC UK'],
    ['601613', 'NatWest'],
    ['090127', 'Santander'],
    ['720000', 'Santander'],
    ['110001', 'Halifax'],
    ['120000', 'Bank of Scotland'],
    ['070116', 'Nationwide Building Society'],
    ['089000', 'The Co-operative Bank'],
    ['160000', 'Royal Bank of Scotland'],
    ['830000', 'Royal Bank of Scotland'],
    ['820000', 'Virgin Money'],
    ['870000', 'TSB Bank'],
    // Codes a clearing bank issues for other firms, and ranges the table leaves out: no name rather than a wrong one.
    ['608371', null],
    ['083200', null],
    ['040004', null],
    ['231470', null],
    ['000000', null],
    // Not six digits: nothing to look up.
    ['30943', null],
    ['30-94-30', null],
  ])('%s → %s', (sortCode, bank) => {
    expect(bankNameForSortCode(sortCode)).toBe(bank);
  });
});
