import styled from 'styled-components';
import { Link, ListStates, Pagination, usePageHeadingFocus, visuallyHiddenStyles } from '@leisure/ui';
import { useHistoryPage } from '../hooks/useHistoryPage.ts';
import { usePaymentHistoryQuery } from '../hooks/usePaymentHistoryQuery.ts';
import { hasReceipt, receiptPath, shortDate } from '../paymentLabels.ts';
import { PaymentStatus } from './PaymentStatus.tsx';

const columns = ['Date', 'Description', 'Amount', 'Status', 'Receipt'] as const;

// Wide enough, a table; on a phone each payment reflows to a block (date, description, then amount, status and
// receipt on one line), in the same reading order. The roles are spelled out because a browser may drop a table's
// semantics once its rows no longer display as table rows.
const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Table = styled.table`
  width: 100%;
  min-width: 30rem;
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

  ${({ theme }) => theme.media.mobile} {
    min-width: 0;

    thead {
      ${visuallyHiddenStyles}
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      display: grid;
      grid-template-columns: auto auto 1fr;
      align-items: center;
      gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
      padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
      border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    }

    tbody tr:last-child {
      border-bottom: none;
    }

    td {
      padding: 0;
      border: none;
    }

    .date {
      grid-column: 1 / -1;
      color: ${({ theme }) => theme.colours.mutedText};
    }

    .description {
      grid-column: 1 / -1;
      font-weight: 700;
    }

    .amount {
      text-align: left;
      font-weight: 700;
    }

    .receipt {
      justify-self: end;
    }
  }
`;

const Caption = styled.caption`
  ${visuallyHiddenStyles}
`;

const Method = styled.span`
  display: block;
  font-weight: 400;
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
  const { data, error, isFetching } = usePaymentHistoryQuery();
  // Moving to another page starts reading at the heading again, not at a Next link that may have gone.
  const headingRef = usePageHeadingFocus(page);

  return (
    <section aria-labelledby="payment-history-heading">
      <h2 id="payment-history-heading" ref={headingRef} tabIndex={-1}>
        Payment history
      </h2>
      <ListStates
        items={data?.payments}
        loadingLabel="Loading your payments"
        failure={Boolean(error) && { message: 'We couldn’t load your payments. Please try again later.' }}
        empty={data?.meta.total === 0 ? 'You haven’t made any payments yet.' : 'There are no payments on this page.'}
      >
        {(payments) => (
          <Frame aria-busy={isFetching}>
            <Table role="table">
              <Caption>
                Payment history, page {data?.meta.currentPage} of {data?.meta.lastPage}, newest first
              </Caption>
              <thead role="rowgroup">
                <tr role="row">
                  {columns.map((column) => (
                    <th
                      key={column}
                      role="columnheader"
                      scope="col"
                      className={column === 'Amount' ? 'amount' : undefined}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {payments.map((payment) => (
                  <tr key={payment.id} role="row">
                    <td role="cell" className="date">
                      {shortDate(payment.date)}
                    </td>
                    <td role="cell" className="description">
                      {payment.description}
                      <Method>{payment.methodDescription}</Method>
                    </td>
                    <td role="cell" className="amount">
                      {payment.amount.formatted}
                    </td>
                    <td role="cell">
                      <PaymentStatus status={payment.status} />
                    </td>
                    <td role="cell" className="receipt">
                      {hasReceipt(payment) ? (
                        <ReceiptLink
                          href={receiptPath(payment.id)}
                          aria-label={`Receipt, ${payment.description}, ${shortDate(payment.date)}`}
                        >
                          Receipt
                        </ReceiptLink>
                      ) : (
                        <span>{payment.status === 'pending' ? 'No receipt yet' : 'No receipt'}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Frame>
        )}
      </ListStates>
      {data && data.meta.total > 0 && (
        <Pagination
          currentPage={data.meta.currentPage}
          lastPage={data.meta.lastPage}
          hrefFor={hrefFor}
          label="Payment history pages"
        />
      )}
    </section>
  );
}
