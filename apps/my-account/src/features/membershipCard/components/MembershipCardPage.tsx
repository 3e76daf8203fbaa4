import { londonFormat } from '@leisure/dates';
import styled, { createGlobalStyle } from 'styled-components';
import { usePageTitle } from '@leisure/theme';
import { Button, FullPageError, Spinner } from '@leisure/ui';
import { useMembershipCard } from '../hooks/useMembershipCard.ts';
import { MembershipCard } from './MembershipCard.tsx';

// Printed, the card is the whole page: no header, account navigation, buttons or footer.
const PrintOnlyTheCard = createGlobalStyle`
  @media print {
    header,
    nav,
    footer,
    [data-print="hide"] {
      display: none !important;
    }

    main {
      padding: 0 !important;
      max-width: none !important;
    }
  }
`;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};

  h1 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  background: ${({ theme }) => theme.colours.surface};
  max-width: 44rem;
`;

// On London's clock (docs/decisions/0008-one-date-module.md).
const keptAt = londonFormat({ hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'long' });

/**
 * /membership-card (docs/decisions/0453): the member's digital card to show at reception, whose QR code the desk
 * scans; Print card prints it alone. Without a connection it shows this tab's last copy and says when it was saved.
 */
export function MembershipCardPage() {
  usePageTitle('Membership card');
  const state = useMembershipCard();
  if (state.kind === 'failed') return <FullPageError />;
  return (
    <Page>
      <PrintOnlyTheCard />
      <h1>Membership card</h1>
      <p data-print="hide">Show this card at reception: staff scan the QR code to check you in.</p>
      {state.kind === 'loading' ? (
        <Spinner label="Loading your membership card" size="2rem" />
      ) : (
        <>
          {state.kind === 'kept' && (
            <Notice role="status" data-print="hide">
              We can’t reach our system just now, so this is your card as saved at{' '}
              {keptAt(new Date(state.card.savedAt))}.
            </Notice>
          )}
          <MembershipCard card={state.card} />
          <div data-print="hide">
            <Button onClick={() => window.print()}>Print card</Button>
          </div>
        </>
      )}
    </Page>
  );
}
