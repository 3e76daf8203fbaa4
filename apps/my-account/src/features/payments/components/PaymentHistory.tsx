import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useListMyPaymentsQuery } from '@leisure/api-client/endpoints/paymentsApi';
import { Link, Pagination, Spinner, visuallyHiddenStyles } from '@leisure/ui';
import { useHistoryPage } from '../hooks/useHistoryPage.ts';
import { hasReceipt, receiptPath, shortDate } from '../paymentLabels.ts';
import { PaymentStatus } from './PaymentStatus.tsx';

const PER_PAGE = 10;

// On a phone the table keeps its columns and scrolls sideways inside its own box (focusable, so a keyboard can
// scroll it too), never the page.
const ScrollBox = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 34rem;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.colours.surface};
  }

  tbody tr:last-child > * {
    border-bottom: none;
  }

  .amount {
    text-align: right;
    white-space: nowrap;
  }

  .date {
    white-space: nowrap;
  }
`;

const Caption = styled.caption`
  ${visuallyHiddenStyles}
`;

const Method = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.mutedText};
  font-size: 0.9375rem;
`;

const ReceiptLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
`;

/**
 * "Payment history" (docs/product/account.md D30): Date, Description, Amount and Status, newest first, ten a page
 * (docs/decisions/0402-payments-history.md), each payment that took money with its receipt.
 */
export function PaymentHistory() {
  const { page, hrefFor } = useHistoryPage();
  const { data, error, isFetching } = useListMyPaymentsQuery({ query: { page, perPage: PER_PAGE } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moving to another page starts reading at the heading again, not at a Next link that may have gone.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus();
  }, [page]);

  return (
    <section aria-labelledby="payment-history-heading">
      <h2 id="payment-history-heading" ref={headingRef} tabIndex={-1}>
        Payment history
      </h2>
      {error ? (
        <p role="alert">We couldn’t load your payments. Please try again later.</p>
      ) : !data ? (
        <Spinner label="Loading your payments" />
      ) : data.meta.total === 0 ? (
        <p>You haven’t made any payments yet.</p>
      ) : (
        <>
          {data.payments.length === 0 ? (
            <p>There are no payments on this page.</p>
          ) : (
            <ScrollBox tabIndex={0} role="region" aria-labelledby="payment-history-caption" aria-busy={isFetching}>
              <Table>
                <Caption id="payment-history-caption">
                  Payment history, page {data.meta.currentPage} of {data.meta.lastPage}, newest first
                </Caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Description</th>
                    <th scope="col" className="amount">
                      Amount
                    </th>
                    <th scope="col">Status</th>
                    <th scope="col">Receipt</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payments.map((payment) => (
                    <tr key={payment.id}>
                      <td className="date">{shortDate(payment.date)}</td>
                      <td>
                        {payment.description}
                        <Method>{payment.methodDescription}</Method>
                      </td>
                      <td className="amount">{payment.amount.formatted}</td>
                      <td>
                        <PaymentStatus status={payment.status} />
                      </td>
                      <td>
                        {hasReceipt(payment) ? (
                          <ReceiptLink
                            href={receiptPath(payment.id)}
                            aria-label={`Receipt, ${payment.description}, ${shortDate(payment.date)}`}
                          >
                            Receipt
                          </ReceiptLink>
                        ) : (
                          <span>No receipt</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollBox>
          )}
          <Pagination
            currentPage={data.meta.currentPage}
            lastPage={data.meta.lastPage}
            hrefFor={hrefFor}
            label="Payment history pages"
          />
        </>
      )}
    </section>
  );
}
