import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import {
  CUSTOMER_SEARCH_MAX_LENGTH,
  CUSTOMER_SEARCH_MIN_LENGTH,
  customerSearchMessages,
  type CustomersPage,
} from '@leisure/api-contract/browser';
import { isApiError, type ApiError } from '@leisure/api-client';
import { useSearchCustomersQuery } from '@leisure/api-client/endpoints/staffApi';

/** Customers a page of results shows: few enough to read at a desk, a second page for common names. */
export const CUSTOMERS_PER_PAGE = 10;

export interface CustomerSearch {
  /** The field's message: the search is too short or too long (as the server says it), or the server's own. */
  fieldError: string | undefined;
  /** What was searched for, once a search has been sent. */
  searched: string | undefined;
  page: CustomersPage | undefined;
  searching: boolean;
  /** The search failed for another reason than the words typed (no answer, refused, server error). */
  error: ApiError | undefined;
  search: (text: string) => boolean;
  goToPage: (page: number) => void;
}

/** The field's message for `text` before sending it, with the server's rules and words (staffRules.ts). */
export function searchTextProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length < CUSTOMER_SEARCH_MIN_LENGTH) return customerSearchMessages.tooShort;
  if (trimmed.length > CUSTOMER_SEARCH_MAX_LENGTH) return customerSearchMessages.tooLong;
  return undefined;
}

/**
 * Finding a customer by name, email, customer reference or postcode (POST staff/customers/search, which the
 * audit trail records), a page at a time. A search that breaks the rules is not sent; a 422 answer's `q` message
 * lands on the field like the client's own.
 */
export function useCustomerSearch(): CustomerSearch {
  const [sent, setSent] = useState<{ q: string; page: number } | undefined>(undefined);
  const [localError, setLocalError] = useState<string | undefined>(undefined);
  const { currentData, isFetching, error } = useSearchCustomersQuery(
    sent ? { body: { q: sent.q, page: sent.page, perPage: CUSTOMERS_PER_PAGE } } : skipToken,
  );
  const apiError = isApiError(error) ? error : undefined;
  const serverFieldError = apiError?.validationMessages.q?.[0];

  return {
    fieldError: localError ?? serverFieldError,
    searched: sent?.q,
    page: currentData,
    searching: isFetching,
    error: apiError && !serverFieldError ? apiError : undefined,
    search: (text) => {
      const problem = searchTextProblem(text);
      setLocalError(problem);
      if (problem) return false;
      setSent({ q: text.trim(), page: 1 });
      return true;
    },
    goToPage: (page) => setSent((current) => (current ? { ...current, page } : current)),
  };
}
