import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles } from '@leisure/ui';
import type { ListedMembership } from '../membershipFilters.ts';
import { MembershipCard } from './MembershipCard.tsx';

// The details modal renders the membership's HTML through DOMPurify: loaded when first opened, not with the page.
const MembershipDetailsModal = lazy(() =>
  import('./MembershipDetailsModal.tsx').then((module) => ({ default: module.MembershipDetailsModal })),
);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
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
