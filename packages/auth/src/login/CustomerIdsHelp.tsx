import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@leisure/api-client';
import { useRequestCustomerIdsMutation } from '@leisure/api-client/endpoints/authApi';
import { Button, stack } from '@leisure/ui';
import { customerIdsMessages } from './loginValidation.ts';

const Help = styled.div`
  ${stack('s')}

  p {
    margin: 0;
  }
`;

export interface CustomerIdsHelpProps {
  /** The email address typed, which several accounts share. */
  email: string;
}

type Outcome = { kind: 'sent' | 'refused'; message: string } | null;

/**
 * The way out of "log in with your customer ID" for someone who does not know it (docs/decisions/0313, 0422): where
 * the ID is printed, and "Email me my customer IDs" (POST auth/customer-ids with the address typed). The answer is
 * the server's neutral words, the same whether or not any account has the address; a refusal (too many requests)
 * is said in the server's words.
 */
export function CustomerIdsHelp({ email }: CustomerIdsHelpProps) {
  const [requestIds, { isLoading }] = useRequestCustomerIdsMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send() {
    setOutcome(null);
    const result = await requestIds({ body: { email: email.trim() } });
    if (result.data) return setOutcome({ kind: 'sent', message: result.data.message });
    const error = isApiError(result.error) ? result.error : undefined;
    const message = error?.validationMessages.email?.[0] ?? error?.message ?? customerIdsMessages.failed;
    setOutcome({ kind: 'refused', message: error?.status === 0 ? customerIdsMessages.failed : message });
  }

  return (
    <Help>
      <p>{customerIdsMessages.whereToFind}</p>
      <div>
        <Button variant="secondary" busy={isLoading} onClick={() => void send()}>
          Email me my customer IDs
        </Button>
      </div>
      <p role="status">{outcome?.kind === 'sent' ? outcome.message : ''}</p>
      {outcome?.kind === 'refused' && <p role="alert">{outcome.message}</p>}
    </Help>
  );
}
