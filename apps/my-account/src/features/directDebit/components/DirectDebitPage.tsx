import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useGetMyDirectDebitQuery } from '@leisure/api-client/endpoints/directDebitApi';
import { DirectDebitGuarantee, useDirectDebitOperator } from '@leisure/direct-debit';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs } from '@leisure/layout';
import { Button, ButtonRow, FullPageError, Link, Spinner } from '@leisure/ui';
import { ChangeBankDetails } from './ChangeBankDetails.tsx';
import { ChangeBillingDay } from './ChangeBillingDay.tsx';
import { InstructionSummary } from './InstructionSummary.tsx';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.l};

  /* Only the page's own headings and paragraphs: the shared confirmation spaces its own. */
  > h1,
  > p {
    margin: 0;
  }
`;

type Mode = 'view' | 'bankDetails' | 'billingDay';

/** The changes the page offers, one open at a time. */
const changes: { mode: Exclude<Mode, 'view'>; label: string }[] = [
  { mode: 'bankDetails', label: 'Change bank details' },
  { mode: 'billingDay', label: 'Change billing day' },
];

/**
 * Direct Debit (docs/decisions/0462): the member's instruction, and changing its bank details or billing day without
 * phoning anyone. One change is open at a time; closing it brings focus back to the button that opened it.
 */
export function DirectDebitPage() {
  usePageTitle('Direct Debit');
  const { data, isLoading, error } = useGetMyDirectDebitQuery();
  const operator = useDirectDebitOperator();
  const [mode, setMode] = useState<Mode>('view');
  const opener = useRef<Record<Exclude<Mode, 'view'>, HTMLButtonElement | null>>({
    bankDetails: null,
    billingDay: null,
  });

  function close(from: Exclude<Mode, 'view'>) {
    setMode('view');
    requestAnimationFrame(() => opener.current[from]?.focus());
  }

  const instruction = data?.instruction;
  return (
    <Page>
      <PageBreadcrumbs items={[{ label: 'Payments', href: '/payments' }, { label: 'Direct Debit' }]} />
      <h1>Direct Debit</h1>
      {isLoading ? (
        <Spinner label="Loading your Direct Debit" />
      ) : error || !data ? (
        <FullPageError />
      ) : !instruction ? (
        <>
          <p>You do not have a Direct Debit. One is set up when you join a membership paid monthly.</p>
          <p>
            <Link href="/memberships">See your memberships</Link>
          </p>
        </>
      ) : (
        <>
          <InstructionSummary instruction={instruction} />
          {mode === 'view' && (
            <ButtonRow>
              {changes.map(({ mode: change, label }) => (
                <Button
                  key={change}
                  ref={(button) => {
                    opener.current[change] = button;
                  }}
                  variant="secondary"
                  onClick={() => setMode(change)}
                >
                  {label}
                </Button>
              ))}
            </ButtonRow>
          )}
          {mode === 'bankDetails' && (
            <ChangeBankDetails
              needsBillingAddress={instruction.needsBillingAddress}
              onDone={() => close('bankDetails')}
            />
          )}
          {mode === 'billingDay' && (
            <ChangeBillingDay currentDay={instruction.billingDay} onDone={() => close('billingDay')} />
          )}
          <p>
            We tell you {instruction.advanceNoticeWorkingDays} working days before a collection changes: the first
            collection after a change is confirmed by email.
          </p>
          {/* The bank details step shows the Guarantee itself, with the form and again with the check. */}
          {mode !== 'bankDetails' && (
            <DirectDebitGuarantee operatorName={operator?.name ?? 'the company collecting your payments'} />
          )}
        </>
      )}
    </Page>
  );
}
