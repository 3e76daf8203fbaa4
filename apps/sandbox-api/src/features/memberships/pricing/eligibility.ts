/** An age band (and whether proof is asked for later) that decides who may buy a membership. */
export interface EligibilityRule {
  name: string;
  description: string;
  minAge: number | null;
  maxAge: number | null;
  requiresProof: boolean;
}

export type EligibilityOutcome = { eligible: true } | { eligible: false; message: string };

/**
 * Checks a buyer's age (completed years today) against a rule. Proof is not checked here: it is uploaded after
 * purchase, so a buyer who fits the age band may buy and is asked for proof later.
 */
export function checkEligibility(rule: EligibilityRule | null, age: number | null): EligibilityOutcome {
  if (!rule || (rule.minAge === null && rule.maxAge === null)) return { eligible: true };
  if (age === null) {
    return {
      eligible: false,
      message: 'Add your date of birth in My details so that we can check you can buy this membership.',
    };
  }
  const tooYoung = rule.minAge !== null && age < rule.minAge;
  const tooOld = rule.maxAge !== null && age > rule.maxAge;
  if (!tooYoung && !tooOld) return { eligible: true };
  return { eligible: false, message: `This membership is for customers ${ageBandText(rule)}.` };
}

/** "aged 16 to 25", "aged 66 and over", "under 16" */
export function ageBandText(rule: Pick<EligibilityRule, 'minAge' | 'maxAge'>): string {
  if (rule.minAge !== null && rule.maxAge !== null) return `aged ${rule.minAge} to ${rule.maxAge}`;
  if (rule.minAge !== null) return `aged ${rule.minAge} and over`;
  return `under ${(rule.maxAge ?? 0) + 1}`;
}
