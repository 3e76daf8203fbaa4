import { BankDetailsForm, type BankDetailsFormProps } from '@leisure/direct-debit';
import { useGetDirectDebitTermsQuery } from '@leisure/api-client/endpoints/membershipTermsApi';
import { TermsCheckbox } from '@leisure/form-kit';
import { AddressFinder } from '@leisure/form-kit/addressFinder';

// The joining page's lazy sections import this module, never the package itself: a dynamic import straight into
// @leisure/direct-debit made the bundler split the joining page's own modules into a dozen small chunks, adding
// 3 KB gzip to its first load (docs/decisions/0903).
export { DirectDebitConfirmation } from '@leisure/direct-debit';

/** The Direct Debit terms tick's words (decision 0913). */
const directDebitTermsWords = { label: 'I agree to the', hint: 'Read them to the end, then choose I Agree.' };

/**
 * The shared bank details form with joining's Direct Debit terms tick (decision 0462) and "Find address" for the
 * billing address (decision 0022). One lazy module, so the terms tick, its modal and the finder stay out of the
 * joining page's first load with the form (docs/decisions/0903).
 */
export function JoiningBankDetailsForm(
  props: Omit<BankDetailsFormProps, 'renderDirectDebitTerms' | 'renderAddressFinder'>,
) {
  const terms = useGetDirectDebitTermsQuery();
  return (
    <BankDetailsForm
      {...props}
      renderAddressFinder={(slot) => <AddressFinder {...slot} />}
      renderDirectDebitTerms={
        terms.data ? (field) => <TermsCheckbox {...field} term={terms.data!} {...directDebitTermsWords} /> : undefined
      }
    />
  );
}
