import styled from 'styled-components';
import type { HouseholdMember } from '@leisure/api-contract/browser';
import { useGetStaffCustomerHouseholdQuery } from '@leisure/api-client/endpoints/householdApi';
import { Button, formatUkDate } from '@leisure/ui';
import type { SelectedCustomer } from '../state/frontOfHouseSlice.ts';
import { customerName } from './customerName.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.spacing.l} ${theme.spacing.xs}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `0 ${theme.spacing.s} ${theme.spacing.xs}`};
  }

  h3 {
    margin: 0;
    font-size: 0.875rem;
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const roleWords: Record<HouseholdMember['role'], string> = {
  payer: 'pays for the household',
  adult: 'adult',
  child: 'child',
};

/** "Ellie Hughes, child, born 03/03/2012": what tells the desk who is who. */
const memberDetails = (member: HouseholdMember) =>
  [roleWords[member.role], member.dateOfBirth && `born ${formatUkDate(member.dateOfBirth)}`].filter(Boolean).join(', ');

export interface HouseholdPanelProps {
  customer: SelectedCustomer;
  /** Serve another member instead (their basket, their entitlements): the bar's own selection. */
  onServe: (member: HouseholdMember) => void;
  serving: boolean;
}

/**
 * The served customer's household (GET staff/customers/{id}/household, docs/decisions/0313, 0422): the other
 * members with their role and date of birth, each with "Serve", so the desk can book for the child of the customer
 * at the desk. Nothing is shown for a customer in no household.
 */
export function HouseholdPanel({ customer, onServe, serving }: HouseholdPanelProps) {
  const { currentData: household } = useGetStaffCustomerHouseholdQuery({ params: { id: customer.id } });
  const others = household?.members.filter((member) => !member.isSelf) ?? [];
  if (others.length === 0) return null;
  const headingId = `household-of-${customer.id}`;
  return (
    <Row>
      <h3 id={headingId}>{customerName(customer)}’s household</h3>
      <ul aria-labelledby={headingId}>
        {others.map((member) => (
          <li key={member.id}>
            <span>
              <strong>{customerName(member)}</strong> ({memberDetails(member)})
            </span>
            <Button
              variant="secondary"
              size="small"
              busy={serving}
              aria-label={`Serve ${customerName(member)}`}
              onClick={() => onServe(member)}
            >
              Serve
            </Button>
          </li>
        ))}
      </ul>
    </Row>
  );
}
