import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useGetSessionQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { loginUrlFor } from '@leisure/auth';
import { Button, ButtonLink, Modal } from '@leisure/ui';
import { keptChoiceLabel } from './keptChoiceLabel.ts';
import type { BasketChoice } from './keptChoiceStorage.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
`;

/** Where a visitor creates an account (docs/product/bookings.md D25), coming back to `location` afterwards. */
export const registerUrlFor = (location: { pathname: string; search: string }) => loginUrlFor(location, '/register');

function KeptSessionName({ choice }: { choice: BasketChoice }) {
  const { data } = useGetSessionQuery({ params: { sessionId: choice.id } });
  return data ? keptChoiceLabel(data) : 'a session';
}

export interface LogInToBookDialogProps {
  kept: readonly BasketChoice[];
  onClose: () => void;
}

/**
 * Decision 0321: after a visitor's first Add, what is kept and how to book it (log in, or create an account, each
 * coming back to this page), or carry on choosing. Loaded only when first shown.
 */
export function LogInToBookDialog({ kept, onClose }: LogInToBookDialogProps) {
  const location = useLocation();
  const [only] = kept;
  return (
    <Modal
      open
      onClose={onClose}
      title="Log in to book"
      size="small"
      footer={
        <Actions>
          <ButtonLink href={loginUrlFor(location)} onClick={onClose}>
            Log in
          </ButtonLink>
          <ButtonLink href={registerUrlFor(location)} variant="secondary" onClick={onClose}>
            Create an account
          </ButtonLink>
          <Button variant="secondary" onClick={onClose}>
            Keep choosing
          </Button>
        </Actions>
      }
    >
      {kept.length === 1 && only ? (
        <p>
          We&apos;ll keep <KeptSessionName choice={only} /> in your basket.
        </p>
      ) : (
        <>
          <p>We&apos;ll keep these in your basket:</p>
          <ul>
            {kept.map((choice) => (
              <li key={`${choice.id}:${choice.purchasedForUserId ?? ''}`}>
                <KeptSessionName choice={choice} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p>Log in or create an account to book. Places are not held until then.</p>
    </Modal>
  );
}
