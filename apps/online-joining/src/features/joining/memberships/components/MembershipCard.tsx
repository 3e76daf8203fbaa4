import styled from 'styled-components';
import { Button, NamedIcon } from '@leisure/ui';
import type { ListedMembership } from '../membershipFilters.ts';
import { coverageWords, paymentDuration } from './membershipWords.ts';

const Card = styled.li<{ $chosen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.l};
  border: 2px solid ${({ theme, $chosen }) => ($chosen ? theme.colours.primaryOnBackground : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};

  h3 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

// The membership's icon from the API, before its name (docs/decisions/0020-imagery-from-the-api.md).
const TypeIcon = styled(NamedIcon)`
  margin-right: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colours.primaryOnBackground};
  vertical-align: -0.2em;
`;

const Price = styled.p`
  font-size: 1.75rem;
  font-weight: 700;

  span {
    font-size: 1rem;
    font-weight: 400;
  }
`;

const Facts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colours.mutedText};
`;

const Label = styled.p`
  align-self: flex-start;
  padding: 0.125rem ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colours.surface};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Schedule = styled.p`
  padding: ${({ theme }) => theme.spacing.s};
  border-left: 4px solid ${({ theme }) => theme.colours.primaryOnBackground};
  background: ${({ theme }) => theme.colours.surface};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.s};
  margin-top: auto;
`;

export interface MembershipCardProps {
  listed: ListedMembership;
  chosen: boolean;
  onViewDetails: () => void;
  onChoose: () => void;
}

/** One membership to choose (docs/product/joining.md §2 section 2): price, duration, categories, coverage, fees, all-in schedule. */
export function MembershipCard({ listed, chosen, onViewDetails, onChoose }: MembershipCardProps) {
  const { membership, option, ineligible } = listed;
  const fees = option.fees;
  const name = option.paymentType === 'fixed' ? `${membership.name} (${option.name})` : membership.name;
  return (
    <Card $chosen={chosen} aria-current={chosen ? 'true' : undefined}>
      {option.paymentType === 'fixed' && <Label>Single payment membership</Label>}
      <h3>
        <TypeIcon name={membership.icon} size="1.25em" />
        {name}
      </h3>
      {ineligible || !fees ? (
        <p>You are not eligible for this membership</p>
      ) : (
        <Price>
          {fees.baseFee.formatted} <span>{paymentDuration(option)}</span>
        </Price>
      )}
      <Facts>
        {membership.categories.length > 0 && (
          <li>{membership.categories.map((category) => category.name).join(', ')}</li>
        )}
        <li>{coverageWords[membership.coverage]}</li>
        {fees && fees.joiningFee.amount > 0 && <li>Setup fee {fees.joiningFee.formatted}</li>}
        {fees && fees.joiningFee.amount === 0 && <li>No setup fee</li>}
        {membership.eligibility && <li>{membership.eligibility.name}</li>}
      </Facts>
      {!ineligible && option.schedule && <Schedule>{option.schedule.summary}</Schedule>}
      <Actions>
        <Button variant="secondary" onClick={onViewDetails} aria-label={`View details of ${name}`}>
          View details
        </Button>
        {!ineligible && (
          <Button onClick={onChoose} aria-label={`Choose this membership, ${name}`}>
            Choose this membership
          </Button>
        )}
      </Actions>
    </Card>
  );
}
