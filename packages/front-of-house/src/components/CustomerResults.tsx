import { useId } from 'react';
import styled from 'styled-components';
import type { CustomersPage, StaffCustomer } from '@leisure/api-contract/browser';
import { Button } from '@leisure/ui';
import { customerLabel } from './customerName.ts';
import { bornText, membershipText } from './identityFacts.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.s};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  padding: ${({ theme }) => theme.spacing.s};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Details = styled.div`
  color: ${({ theme }) => theme.colours.mutedText};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
`;

/** Whether the membership lets them in today reads first: an ended or future one is marked. */
const MembershipLine = styled.p<{ $current: boolean }>`
  color: ${({ theme, $current }) => ($current ? theme.colours.text : theme.colours.mutedText)};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
`;

const Paging = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  margin-top: ${({ theme }) => theme.spacing.m};
`;

const Position = styled.p`
  margin: 0;
`;

/** Email and postcode: what tells two people with the same name apart at the desk. */
const detailsOf = (customer: StaffCustomer) =>
  [customer.email, customer.postcode].filter((part): part is string => Boolean(part)).join(' · ');

function CustomerResult({
  customer,
  onSelect,
}: {
  customer: StaffCustomer;
  onSelect: (customer: StaffCustomer) => unknown;
}) {
  const detailsId = useId();
  const details = detailsOf(customer);
  return (
    <Result>
      <Button
        variant="secondary"
        size="small"
        aria-describedby={detailsId}
        // The button stays focused and busy until the selection is answered (a second press is ignored).
        onClick={() => onSelect(customer)}
      >
        Select {customerLabel(customer)}
      </Button>
      {/* What the desk checks identity by (docs/decisions/0025): date of birth and membership. */}
      <Details id={detailsId}>
        {details && <p>{details}</p>}
        <p>{bornText(customer)}</p>
        <MembershipLine $current={customer.membership?.status === 'active'}>{membershipText(customer)}</MembershipLine>
      </Details>
    </Result>
  );
}

export interface CustomerResultsProps {
  page: CustomersPage;
  /** Its promise keeps the pressed button busy until the selection is answered. */
  onSelect: (customer: StaffCustomer) => Promise<unknown>;
  onPage: (page: number) => void;
}

/** One page of customers found, each a button that selects them, and the way to the other pages. */
export function CustomerResults({ page, onSelect, onPage }: CustomerResultsProps) {
  const { currentPage, lastPage } = page.meta;
  return (
    <>
      <List aria-label="Customers found">
        {page.customers.map((customer) => (
          <CustomerResult key={customer.id} customer={customer} onSelect={onSelect} />
        ))}
      </List>
      {lastPage > 1 && (
        <Paging>
          {currentPage > 1 && (
            <Button variant="link" size="small" onClick={() => onPage(currentPage - 1)}>
              Previous page
            </Button>
          )}
          <Position>
            Page {currentPage} of {lastPage}
          </Position>
          {currentPage < lastPage && (
            <Button variant="link" size="small" onClick={() => onPage(currentPage + 1)}>
              Next page
            </Button>
          )}
        </Paging>
      )}
    </>
  );
}
