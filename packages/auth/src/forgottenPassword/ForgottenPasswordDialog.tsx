import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '@leisure/ui';
import { loginMessages } from '../login/loginValidation.ts';
import { ResetRequestForm } from './ResetRequestForm.tsx';

export interface ForgottenPasswordDialogProps {
  open: boolean;
  /** "Back to login", Escape or the close button. */
  onClose: () => void;
}

type Step =
  | { name: 'request' }
  /** Several accounts share the email (spec 02): the server's message, and a request by customer ID instead. */
  | { name: 'customerId'; message: string }
  | { name: 'sent'; message: string };

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
 * The forgotten-password flow in a dialog: ask by email or customer ID; when several accounts share the email, ask
 * for the customer ID; then "Check your email". Each step is its own dialog, so it is announced by its title and
 * focus returns to the opener when the flow closes. Closing and opening again starts over.
 */
export function ForgottenPasswordDialog({ open, onClose }: ForgottenPasswordDialogProps) {
  if (!open) return null;
  return <ResetFlow onClose={onClose} />;
}

function ResetFlow({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const backToLogin = (
    <Button variant="link" onClick={onClose}>
      Back to login
    </Button>
  );

  if (step.name === 'sent') {
    return (
      <Modal open key="sent" onClose={onClose} title="Check your email" footer={<Footer>{backToLogin}</Footer>}>
        <Intro>{step.message}</Intro>
      </Modal>
    );
  }

  const byCustomerId = step.name === 'customerId';
  return (
    <Modal
      open
      key={step.name}
      onClose={onClose}
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
          ? step.message
          : 'Enter your email address or customer ID and we will email you a link to reset your password.'}
      </Intro>
      <ResetRequestForm
        key={step.name}
        formId={formId}
        label={byCustomerId ? 'Customer ID' : 'Email or customer ID'}
        missingMessage={byCustomerId ? loginMessages.customerIdMissing : loginMessages.usernameMissing}
        onBusyChange={setBusy}
        onSent={(message) => setStep({ name: 'sent', message })}
        onMultipleAccounts={(message) => setStep({ name: 'customerId', message })}
      />
    </Modal>
  );
}
