import { validateAccountDetails } from 'uk-modulus-check';
import { describe, expect, it } from 'vitest';
import { passesModulusCheck } from '../src/modulusCheck.ts';

// Vocalink, "Validating account numbers" (modulus checking specification), appendix of test cases: every one of
// them, with the result the specification gives.
const vocalinkValid: Array<[string, string, string]> = [
  ['pass modulus 10', '089999', '66374958'],
  ['pass modulus 11', '107999', '88837491'],
  ['pass modulus 11 and double alternate', '202959', '63748472'],
  ['exceptions 10 and 11: first check passes, second fails', '871427', '46238510'],
  ['exceptions 10 and 11: first check fails, second passes', '872427', '46238510'],
  ['exception 10: ab = 09, g = 9', '871427', '09123496'],
  ['exception 10: ab = 99, g = 9', '871427', '99123496'],
  ['exception 3: c = 6, second check ignored', '820000', '73688637'],
  ['exception 3: c = 9, second check ignored', '827999', '73988638'],
  ['exception 3: both checks pass', '827101', '28748352'],
  ['exception 4: remainder equals the check digit', '134020', '63849203'],
  ['exception 1: 27 added to the total', '118765', '64371389'],
  ['exception 6: foreign currency account', '200915', '41011166'],
  ['exception 5: check passes', '938611', '07806039'],
  ['exception 5: passes with substitution', '938600', '42368003'],
  ['exception 5: both remainders 0', '938063', '55065200'],
  ['exception 7: passes, would fail the standard check', '772798', '99345694'],
  ['exception 8', '086090', '06774744'],
  ['exceptions 2 and 9: first check passes', '309070', '02355688'],
  ['exceptions 2 and 9: second check passes with substitution', '309070', '12345668'],
  ['exceptions 2 and 9: a ≠ 0, g ≠ 9', '309070', '12345677'],
  ['exceptions 2 and 9: a ≠ 0, g = 9', '309070', '99345694'],
  ['exceptions 12 and 13: passes modulus 11', '074456', '12345112'],
  ['exceptions 12 and 13: passes modulus 11 (and 10)', '070116', '34012583'],
  ['exceptions 12 and 13: fails modulus 11, passes modulus 10', '074456', '11104102'],
  ['exception 14: second check passes', '180002', '00000190'],
];

const vocalinkInvalid: Array<[string, string, string]> = [
  ['exception 5: second check digit wrong', '938063', '15764273'],
  ['exception 5: first check digit wrong', '938063', '15764264'],
  ['exception 5: first check digit remainder 1', '938063', '15763217'],
  ['exception 1: fails double alternate', '118765', '64371388'],
  ['passes modulus 11, fails double alternate', '203099', '66831036'],
  ['fails modulus 11, passes double alternate', '203099', '58716970'],
  ['fails modulus 10', '089999', '66374959'],
  ['fails modulus 11', '107999', '88837493'],
];

// Vocalink's non-standard account numbers (below), checked in their standard form: each check with an account number
// that passes it and one that fails it.
const nonStandardChecks: Array<[check: string, sortCode: string, passing: string, failing: string]> = [
  ['checks a 6-digit number padded with zeros', '089999', '374956', '374957'],
  ['checks a 7-digit number padded with a zero', '089999', '6374950', '6374951'],
  // 107999/88837491 is Vocalink's modulus 11 pass; outside the Co-op's range the first two digits are dropped.
  ['checks a 10-digit NatWest-style number by its last eight digits', '107999', '1288837491', '1288837493'],
  ['checks a 10-digit Co-operative Bank number by its first eight digits', '089999', '6637495812', '6637495912'],
];

describe("Vocalink's modulus check", () => {
  it.each(vocalinkValid)('valid: %s (%s %s)', (_, sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(true);
  });

  it.each(vocalinkInvalid)('invalid: %s (%s %s)', (_, sortCode, accountNumber) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(false);
  });

  type PassCase = [check: string, sortCode: string, accountNumber: string, passes: boolean];
  it.each<PassCase>([
    ['takes the sort code with dashes, which the library itself refuses', '08-99-99', '66374958', true],
    ['takes the sort code and account number with spaces', '08 99 99', '6637 4958', true],
    ['a malformed sort code is never a valid pair', '08999', '66374958', false],
    ['a malformed account number is never a valid pair', '089999', '66374', false],
    ...nonStandardChecks.flatMap(([check, sortCode, passing, failing]): PassCase[] => [
      [check, sortCode, passing, true],
      [check, sortCode, failing, false],
    ]),
  ])('%s (%s %s) passes: %s', (_, sortCode, accountNumber, passes) => {
    expect(passesModulusCheck(sortCode, accountNumber)).toBe(passes);
  });

  it('the library itself refuses a sort code with dashes', () => {
    expect(validateAccountDetails('08-99-99', '66374958')).toBe(false);
  });
});
