import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { GuestPass } from '@leisure/api-contract/browser';
import { guestName, passStatusLabels } from '../guestPassLabels.ts';
import { visitDateLabel } from '../rules/guestPassRules.ts';
import { CancelGuestPassDialog } from './CancelGuestPassDialog.tsx';
import { GuestPassCard } from './GuestPassCard.tsx';

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const History = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  /* The status keeps its place on the right; a long line wraps beside it. */
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }

  span:last-child {
    color: ${({ theme }) => theme.colours.mutedText};
  }
`;

export interface GuestPassListProps {
  passes: readonly GuestPass[];
  /** The pass just issued, which takes focus when it shows. */
  issuedId: number | null;
}

/** Upcoming passes as cards (code, QR, Cancel guest pass); past and cancelled ones as a short history. */
export function GuestPassList({ passes, issuedId }: GuestPassListProps) {
  const [cancelling, setCancelling] = useState<GuestPass | null>(null);
  const upcomingHeadingRef = useRef<HTMLHeadingElement>(null);
  const upcoming = passes.filter((pass) => pass.status === 'upcoming');
  const earlier = passes.filter((pass) => pass.status !== 'upcoming');

  return (
    <>
      <section aria-labelledby="upcoming-guest-passes">
        <h2 id="upcoming-guest-passes" ref={upcomingHeadingRef} tabIndex={-1}>
          Upcoming guest passes
        </h2>
        {upcoming.length === 0 ? (
          <p>You have no upcoming guest passes.</p>
        ) : (
          <Cards>
            {upcoming.map((pass) => (
              <li key={pass.id}>
                <GuestPassCard pass={pass} focusOnShow={pass.id === issuedId} onCancel={setCancelling} />
              </li>
            ))}
          </Cards>
        )}
      </section>
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-guest-passes">
          <h2 id="earlier-guest-passes">Past and cancelled</h2>
          <History>
            {earlier.map((pass) => (
              <li key={pass.id}>
                <span>
                  {guestName(pass)}, {visitDateLabel(pass.visitDate)}, {pass.venue.name} ({pass.code})
                </span>
                <span>{passStatusLabels[pass.status]}</span>
              </li>
            ))}
          </History>
        </section>
      )}
      {cancelling && (
        <CancelGuestPassDialog
          pass={cancelling}
          afterCancelFocusRef={upcomingHeadingRef}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
