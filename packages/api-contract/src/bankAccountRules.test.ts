import { describe, expect, it } from 'vitest';
import { standardiseAccount } from './domains/bankAccountRules.ts';

// The rows the bank details form's and the sandbox's own copies of this rule were tested with, now that there is one.
describe("Vocalink's non-standard account numbers", () => {
  it.each([
    ['6 digits: two zeros in front', '089999', '374958', { sortCode: '089999', accountNumber: '00374958' }],
    [
      '6 digits: two zeros in front (another bank)',
      '123456',
      '112233',
      { sortCode: '123456', accountNumber: '00112233' },
    ],
    ['7 digits: a zero in front', '089999', '6374958', { sortCode: '089999', accountNumber: '06374958' }],
    [
      '7 digits: a zero in front (another bank)',
      '123456',
      '1122334',
      { sortCode: '123456', accountNumber: '01122334' },
    ],
    [
      "9 digits (Santander): the first digit replaces the sort code's last",
      '720000',
      '912345678',
      { sortCode: '720009', accountNumber: '12345678' },
    ],
    [
      '10 digits at the Co-operative Bank: the first eight',
      '089000',
      '1234567890',
      { sortCode: '089000', accountNumber: '12345678' },
    ],
    ['10 digits at NatWest: the last eight', '600000', '1234567890', { sortCode: '600000', accountNumber: '34567890' }],
    ['8 digits: as they are', '089999', '66374958', { sortCode: '089999', accountNumber: '66374958' }],
  ])('%s', (_, sortCode, accountNumber, standard) => {
    expect(standardiseAccount(sortCode, accountNumber)).toEqual(standard);
  });
});
