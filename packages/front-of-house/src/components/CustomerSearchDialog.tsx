import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CustomersPage, StaffCustomer } from '@leisure/api-contract/browser';
import type { ApiError } from '@leisure/api-client';
import { Button, cluster, Modal, TextField } from '@leisure/ui';
import { useCustomerSearch } from '../hooks/useCustomerSearch.ts';
import type { SelectOutcome } from '../hooks/useCustomerSelection.ts';
import { CustomerResults } from './CustomerResults.tsx';

const SearchForm = styled.form`
  ${cluster('s', 'flex-end')}
  margin-bottom: ${({ theme }) => theme.spacing.m};

  & > :first-child {
    flex: 1 1 16rem;
    margin-bottom: 0;
  }
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  font-weight: 700;

  &:focus {
    outline: none;
  }
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.s};
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

export const searchFieldLabel = 'Name, email, customer reference or postcode';

/** What the dialog says when a search or a selection fails for a reason other than the words typed. */
export const searchFailureText = (error: ApiError | undefined) =>
  error && error.status !== 0
    ? `The search did not work: ${error.message}`
    : 'The search did not work: no answer came back. Check the connection and try again.';
export const selectFailureText = (error: ApiError | undefined) =>
  error && error.status !== 0
    ? `That customer could not be selected: ${error.message}`
    : 'That customer could not be selected: no answer came back. Try again.';

/** Above the results: searching, how many were found, or that none match and what else to try. */
function statusText(searched: string, page: CustomersPage | undefined): string {
  if (!page) return 'Searching…';
  const { total } = page.meta;
  if (total === 0)
    return `No customers match “${searched}”. Check the spelling, or search by customer reference, email or postcode.`;
  return total === 1 ? '1 customer found' : `${total} customers found`;
}

export interface CustomerSearchDialogProps {
  onClose: () => void;
  /** Selects the customer; the dialog closes itself once they are selected. */
  onSelect: (customer: StaffCustomer) => Promise<SelectOutcome>;
}

/**
 * Find a customer (docs/decisions/0610-staff-bar-and-selected-customer.md): a search by name, email, customer
 * reference or postcode, a page of customers at a time, each one a button that selects them. Focus starts in the
 * search field; Escape closes.
 */
export function CustomerSearchDialog({ onClose, onSelect }: CustomerSearchDialogProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState('');
  const [selectError, setSelectError] = useState<string | undefined>(undefined);
  const search = useCustomerSearch();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSelectError(undefined);
    // A message on the field takes focus there (WCAG 3.3.1); it is read with the field.
    if (!search.search(text)) fieldRef.current?.focus();
  }

  async function handleSelect(customer: StaffCustomer) {
    setSelectError(undefined);
    const outcome = await onSelect(customer);
    if ('error' in outcome) setSelectError(selectFailureText(outcome.error));
  }

  function handlePage(page: number) {
    search.goToPage(page);
    // The button pressed may not be on the next page: the count above the list takes focus instead.
    statusRef.current?.focus();
  }

  const { page, searched } = search;
  return (
    <Modal open onClose={onClose} title="Find a customer" initialFocusRef={fieldRef}>
      <SearchForm role="search" aria-label="Customers" noValidate onSubmit={handleSubmit}>
        <TextField
          ref={fieldRef}
          label={searchFieldLabel}
          name="q"
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          error={search.fieldError}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" busy={search.searching}>
          Search
        </Button>
      </SearchForm>
      <div aria-live="polite">
        {selectError && <Problem>{selectError}</Problem>}
        {search.error && <Problem>{searchFailureText(search.error)}</Problem>}
        {searched !== undefined && !search.error && (
          <Status ref={statusRef} tabIndex={-1}>
            {statusText(searched, page)}
          </Status>
        )}
      </div>
      {page && !search.error && page.customers.length > 0 && (
        <CustomerResults page={page} onSelect={handleSelect} onPage={handlePage} />
      )}
    </Modal>
  );
}
