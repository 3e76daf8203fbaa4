import { useId, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@leisure/ui';
import { CustomerIdsHelp } from '../login/CustomerIdsHelp.tsx';
import { loginMessages, sharedEmailExplanation } from '../login/loginValidation.ts';
import { ResetRequestForm } from './ResetRequestForm.tsx';

export interface ForgottenPasswordDialogProps {
  open: boolean;
  /** "Back to login", Escape or the close button. */
  onClose: () => void;
  /** The control that opened the flow: focus goes back to it from whichever step closes. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

type Step = { name: 'request' } | { name: 'customerId'; email: string } | { name: 'sent'; message: string };

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};
`;

const Intro = styled.p`
  margin-top: 0;
`;

/**
 * docs/product/joining.md §2 and §4: the forgotten-password modal (email or customer ID), then "Check your email"; an answer
 * starting "Multiple" (several accounts share the email) opens the modal asking for the customer ID instead. Each
 * step is its own dialog, announced by its title, and each has "Back to login". Opening again starts over. The
 * customer-ID step says where the ID is printed and offers "Email me my customer IDs" (docs/decisions/0422).
 */
export function ForgottenPasswordDialog({ open, onClose, returnFocusRef }: ForgottenPasswordDialogProps) {
  if (!open) return null;
  return <ResetFlow onClose={onClose} returnFocusRef={returnFocusRef} />;
}

function ResetFlow({ onClose, returnFocusRef }: Omit<ForgottenPasswordDialogProps, 'open'>) {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const modal = { open: true, onClose, returnFocusRef } as const;

  const backToLogin = (
    <Button variant="link" onClick={onClose}>
      Back to login
    </Button>
  );

  if (step.name === 'sent') {
    return (
      <Modal {...modal} key="sent" title="Check your email" footer={<Footer>{backToLogin}</Footer>}>
        <Intro>{step.message}</Intro>
      </Modal>
    );
  }

  const byCustomerId = step.name === 'customerId';
  return (
    <Modal
      {...modal}
      key={step.name}
      title={byCustomerId ? 'Enter your customer ID' : 'Forgotten your password?'}
      footer={
        <Footer>
          <Button type="submit" form={formId} busy={busy}>
            Send reset link
          </Button>
          {backToLogin}
        </Footer>
      }
    >
      <Intro>
        {byCustomerId
          ? sharedEmailExplanation
          : 'Enter your email address or customer ID and we will email you a link to reset your password.'}
      </Intro>
      <ResetRequestForm
        key={step.name}
        formId={formId}
        label={byCustomerId ? 'Customer ID' : 'Email or customer ID'}
        missingMessage={byCustomerId ? loginMessages.customerIdMissing : loginMessages.usernameMissing}
        onBusyChange={setBusy}
        onSent={(message) => setStep({ name: 'sent', message })}
        onMultipleAccounts={byCustomerId ? null : (_message, email) => setStep({ name: 'customerId', email })}
      />
      {step.name === 'customerId' && <CustomerIdsHelp email={step.email} />}
    </Modal>
  );
}
