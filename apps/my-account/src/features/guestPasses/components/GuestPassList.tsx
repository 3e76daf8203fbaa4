import { useRef, useState } from 'react';
import type { GuestPass } from '@leisure/api-contract/browser';
import { CardList } from '@leisure/ui';
import { guestName, passStatusLabels } from '../guestPassLabels.ts';
import { visitDateLabel } from '../rules/guestPassRules.ts';
import { CancelGuestPassDialog } from './CancelGuestPassDialog.tsx';
import { GuestPassCard } from './GuestPassCard.tsx';

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
        <CardList
          items={upcoming}
          empty="You have no upcoming guest passes."
          itemKey={(pass) => pass.id}
          renderItem={(pass) => (
            <GuestPassCard pass={pass} focusOnShow={pass.id === issuedId} onCancel={setCancelling} />
          )}
        />
      </section>
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-guest-passes">
          <h2 id="earlier-guest-passes">Past and cancelled</h2>
          <CardList
            variant="statusRows"
            items={earlier}
            empty={null}
            itemKey={(pass) => pass.id}
            renderItem={(pass) => (
              <>
                <span>
                  {guestName(pass)}, {visitDateLabel(pass.visitDate)}, {pass.venue.name} ({pass.code})
                </span>
                <span>{passStatusLabels[pass.status]}</span>
              </>
            )}
          />
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
