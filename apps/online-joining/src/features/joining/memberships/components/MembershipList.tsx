import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { cardGrid, visuallyHiddenStyles } from '@leisure/ui';
import type { ListedMembership } from '../membershipFilters.ts';
import { MembershipCard } from './MembershipCard.tsx';

// The details modal renders the membership's HTML through DOMPurify: loaded when first opened, not with the page.
const MembershipDetailsModal = lazy(() =>
  import('./MembershipDetailsModal.tsx').then((module) => ({ default: module.MembershipDetailsModal })),
);

const Grid = styled.ul`
  ${cardGrid('17rem')}
`;

export interface MembershipListProps {
  memberships: ListedMembership[];
  chosenOptionId: number | null;
  onChoose: (listed: ListedMembership) => void;
}

const Count = styled.p`
  ${visuallyHiddenStyles}
`;

const keyOf = (listed: ListedMembership) => `${listed.membership.id}-${listed.option.id}`;

/** The cards, and the details modal of the one whose "View details" was pressed. */
export function MembershipList({ memberships, chosenOptionId, onChoose }: MembershipListProps) {
  const [detailsKey, setDetailsKey] = useState<string | null>(null);
  const details = memberships.find((listed) => keyOf(listed) === detailsKey) ?? null;
  if (memberships.length === 0) return <p role="status">No memberships found</p>;
  return (
    <>
      <Count role="status">{memberships.length === 1 ? '1 membership' : `${memberships.length} memberships`}</Count>
      <Grid aria-label="Memberships">
        {memberships.map((listed) => (
          <MembershipCard
            key={keyOf(listed)}
            listed={listed}
            chosen={listed.option.id === chosenOptionId}
            onViewDetails={() => setDetailsKey(keyOf(listed))}
            onChoose={() => onChoose(listed)}
          />
        ))}
      </Grid>
      {details && (
        <Suspense fallback={null}>
          <MembershipDetailsModal
            listed={details}
            onClose={() => setDetailsKey(null)}
            onChoose={() => {
              setDetailsKey(null);
              onChoose(details);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
