import { useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { PaymentReceipt } from '@leisure/api-contract/browser';
import { useGetMyPaymentReceiptQuery } from '@leisure/api-client/endpoints/paymentsApi';
import { mainContentId, PageBreadcrumbs } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Button, DefinitionList, FullPageError, NotFound, Spinner } from '@leisure/ui';
import { longDate, paymentStatusLabels } from '../paymentLabels.ts';

// Printed, the receipt is the whole page: everything beside the main content (skip link, header, account
// navigation, footer) and the page's own breadcrumbs and Print button are left out.
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    *:has(> #${mainContentId}) > :not(#${mainContentId}),
    header,
    nav,
    footer,
    [data-print='hide'] {
      display: none !important;
    }

    #${mainContentId} {
      padding: 0 !important;
      max-width: none !important;
    }
  }
`;

const Sheet = styled.article`
  max-width: 44rem;
  padding: ${({ theme }) => theme.spacing.l};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }

  h2 {
    margin: ${({ theme }) => `${theme.spacing.l} 0 ${theme.spacing.xs}`};
    font-size: 1.125rem;
  }

  p,
  address {
    margin: 0;
    font-style: normal;
  }

  /* On a phone the frame would take width the items table needs: the receipt reads as the page itself. */
  ${({ theme }) => theme.media.mobile} {
    padding: 0;
    border: none;
  }

  @media print {
    max-width: none;
    padding: 0;
    border: none;
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
`;

const Facts = styled(DefinitionList)`
  margin-top: ${({ theme }) => theme.spacing.m};
`;

const Items = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xs}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: left;
    vertical-align: top;
  }

  td:first-child {
    overflow-wrap: anywhere;
  }

  .number {
    text-align: right;
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.mobile} {
    th,
    td {
      padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xxs}`};
    }
  }

  tfoot th,
  tfoot td {
    border-bottom: none;
  }

  tfoot tr:last-child > * {
    font-weight: 700;
    border-top: 2px solid ${({ theme }) => theme.colours.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.l};
`;

/** A postal address, a line each. */
function AddressLines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

function ReceiptSheet({ receipt }: { receipt: PaymentReceipt }) {
  const { payment, operator, customer, items, vat, total } = receipt;
  return (
    <Sheet aria-labelledby="receipt-heading">
      <h1 id="receipt-heading">Receipt</h1>
      <Parties>
        <div>
          <h2>From</h2>
          <p>
            <strong>{operator.name}</strong>
          </p>
          <AddressLines lines={operator.addressLines} />
          {operator.vatNumber && <p>VAT registration number: {operator.vatNumber}</p>}
        </div>
        <div>
          <h2>To</h2>
          <p>
            <strong>{customer.name}</strong>
          </p>
          <p>Customer ID: {customer.reference}</p>
          <AddressLines lines={customer.addressLines} />
        </div>
      </Parties>
      <Facts
        items={[
          { label: 'Date', value: longDate(payment.date) },
          { label: 'Reference', value: payment.reference },
          { label: 'Paid by', value: payment.methodDescription },
          { label: 'Status', value: paymentStatusLabels[payment.status] },
        ]}
      />
      <h2 id="receipt-items-heading">Items</h2>
      <Items aria-labelledby="receipt-items-heading">
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="number">
              Quantity
            </th>
            <th scope="col" className="number">
              Price
            </th>
            <th scope="col" className="number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <td>{item.description}</td>
              <td className="number">{item.quantity}</td>
              <td className="number">{item.unitPrice.formatted}</td>
              <td className="number">{item.total.formatted}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total before VAT
            </th>
            <td className="number">{vat.net.formatted}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              VAT at {vat.ratePercent}%
            </th>
            <td className="number">{vat.vat.formatted}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="number">{total.formatted}</td>
          </tr>
        </tfoot>
      </Items>
      {payment.status === 'refunded' && <p>This payment was refunded in full.</p>}
    </Sheet>
  );
}

/**
 * /payments/{id}/receipt: one payment's receipt as a page styled for print (docs/decisions/0490-payment-receipts.md),
 * with "Print receipt". Another customer's payment, a failed one or an unknown id is not found.
 */
export function PaymentReceiptPage() {
  const { paymentId = '' } = useParams();
  const id = Number(paymentId);
  const valid = /^\d{1,9}$/.test(paymentId) && id >= 1;
  const { data: receipt, error } = useGetMyPaymentReceiptQuery({ params: { id } }, { skip: !valid });
  usePageTitle(receipt ? `Receipt ${receipt.payment.reference}` : 'Receipt');
  if (!valid) return <NotFound />;
  if (error) return 'status' in error && error.status === 404 ? <NotFound /> : <FullPageError />;
  if (!receipt) return <Spinner label="Loading the receipt" size="2rem" />;
  return (
    <>
      <PrintOnlyTheReceipt />
      <div data-print="hide">
        <PageBreadcrumbs items={[{ label: 'Payments', href: '/payments' }, { label: 'Receipt' }]} />
        <Actions>
          <Button onClick={() => window.print()}>Print receipt</Button>
        </Actions>
      </div>
      <ReceiptSheet receipt={receipt} />
    </>
  );
}
