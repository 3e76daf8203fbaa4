import styled from 'styled-components';
import { Button, Modal, SafeHtml } from '@leisure/ui';
import type { ListedMembership } from '../membershipFilters.ts';
import { coverageWords, paymentDuration } from './membershipWords.ts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: 0 0 ${({ theme }) => theme.spacing.m};

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Ineligible = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
  background: ${({ theme }) => theme.colours.dangerSurface};

  p {
    margin: 0;
  }
`;

const Subheading = styled.h3`
  margin: ${({ theme }) => `${theme.spacing.m} 0 ${theme.spacing.xs}`};
  font-size: 1.125rem;
`;

const frequencyWords: Record<string, string> = {
  day: 'per day',
  week: 'per week',
  month: 'per month',
  year: 'per year',
  membership: 'for the whole membership',
};

export interface MembershipDetailsModalProps {
  listed: ListedMembership | null;
  onClose: () => void;
  onChoose: () => void;
}

/** "View details" (docs/product/joining.md §2 "Membership details modal"): everything about one membership, sanitised. */
export function MembershipDetailsModal({ listed, onClose, onChoose }: MembershipDetailsModalProps) {
  if (!listed) return null;
  const { membership, option } = listed;
  const { canPurchase, message } = option.isPurchasable;
  const fees = option.fees;
  return (
    <Modal
      open
      onClose={onClose}
      title={membership.name}
      size="large"
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onChoose} disabled={!canPurchase || listed.ineligible}>
            Choose this membership
          </Button>
        </>
      }
    >
      {!canPurchase && (
        <Ineligible>
          <p>
            <strong>You are ineligible for this membership</strong>
          </p>
          {message && <p>{message}</p>}
        </Ineligible>
      )}
      <Facts>
        <dt>Price</dt>
        <dd>{fees ? `${fees.baseFee.formatted} ${paymentDuration(option)}` : 'Not available to you'}</dd>
        {membership.categories.length > 0 && (
          <>
            <dt>Categories</dt>
            <dd>{membership.categories.map((category) => category.name).join(', ')}</dd>
          </>
        )}
        <dt>Coverage</dt>
        <dd>{coverageWords[membership.coverage]}</dd>
        {fees && (
          <>
            <dt>Setup fee</dt>
            <dd>{fees.joiningFee.amount > 0 ? fees.joiningFee.formatted : 'None'}</dd>
          </>
        )}
        {membership.eligibility && (
          <>
            <dt>Eligibility</dt>
            <dd>
              {membership.eligibility.name}
              {membership.eligibility.requiresProof && ' (proof needed: upload it later from your online account)'}
            </dd>
          </>
        )}
      </Facts>
      <SafeHtml html={membership.description} />
      <Subheading>Included locations</Subheading>
      {membership.coverage === 'national' ? (
        <p>All national locations.</p>
      ) : (
        <ul>
          {membership.providesAccessTo.map((venue) => (
            <li key={venue.id}>{venue.name}</li>
          ))}
        </ul>
      )}
      {membership.benefits.length > 0 && (
        <>
          <Subheading>Benefits</Subheading>
          <ul>
            {membership.benefits.map((benefit) => (
              <li key={benefit.name}>
                <strong>{benefit.name}</strong>: {benefit.totalUses === null ? 'unlimited' : benefit.totalUses}{' '}
                {frequencyWords[benefit.frequency]}. {benefit.description}
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
