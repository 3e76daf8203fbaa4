import { Suspense } from 'react';
import { useAppDispatch } from '@leisure/app-store';
import { useSite } from '@leisure/theme';
import { AccordionSection, Spinner, type AccordionSectionProps } from '@leisure/ui';
import { bankDetailsEntered, type JoiningState } from '../state/joiningSlice.ts';
import { LazyBankDetailsForm, LazyDirectDebitConfirmation } from './lazySections.ts';

interface SectionParts {
  props: Omit<AccordionSectionProps, 'children'>;
  messages: Record<string, string[]> | undefined;
}

export interface DirectDebitStepsProps {
  bankSection: SectionParts;
  confirmSection: SectionParts;
  joining: JoiningState;
  needsBillingAddress: boolean;
  busy: boolean;
  onBankDetails: () => void;
  onConfirm: () => void;
  onEditBankDetails: () => void;
}

/** Sections 6 and 7: bank details for a new Direct Debit, then played back for confirmation. */
export function DirectDebitSteps(props: DirectDebitStepsProps) {
  const dispatch = useAppDispatch();
  const { client } = useSite();
  const { bankDetails } = props.joining;
  return (
    <>
      <AccordionSection {...props.bankSection.props} unmountWhenClosed>
        <Suspense fallback={<Spinner label="Loading" />}>
          <LazyBankDetailsForm
            initialDetails={bankDetails ?? undefined}
            needsBillingAddress={props.needsBillingAddress}
            serverMessages={props.bankSection.messages}
            onSubmit={(details) => {
              dispatch(bankDetailsEntered(details));
              props.onBankDetails();
            }}
          />
        </Suspense>
      </AccordionSection>
      <AccordionSection {...props.confirmSection.props} unmountWhenClosed>
        <Suspense fallback={<Spinner label="Loading" />}>
          {bankDetails ? (
            <LazyDirectDebitConfirmation
              details={bankDetails}
              operator={client}
              busy={props.busy}
              onContinue={props.onConfirm}
              onEdit={props.onEditBankDetails}
            />
          ) : (
            <p>Enter your bank details first.</p>
          )}
        </Suspense>
      </AccordionSection>
    </>
  );
}
