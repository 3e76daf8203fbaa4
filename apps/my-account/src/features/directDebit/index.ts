import { preloadableLazy } from '@leisure/ui';

// The page loads when first shown, so the first load stays small (docs/decisions/0903).

/** Direct Debit, /payments/direct-debit: the instruction, new bank details, a new billing day (docs/decisions/0462). */
export const DirectDebitPage = preloadableLazy(
  async () => (await import('./components/DirectDebitPage.tsx')).DirectDebitPage,
);

export { directDebitPath } from './directDebitPath.ts';
