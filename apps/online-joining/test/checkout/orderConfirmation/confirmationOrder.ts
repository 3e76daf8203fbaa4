import { http, HttpResponse } from 'msw';
import { toWire } from '@leisure/api-client';
import { orderSchema, type Order } from '@leisure/api-contract';
import { server } from '../../support/mswServer.ts';
import { apiBaseUrl } from '../../support/sandboxApi.ts';

type MembershipLine = Extract<Order['items'][number], { type: 'membership' }>;

const money = (amount: number) => ({ amount, formatted: `£${(amount / 100).toFixed(2)}` });

/**
 * A joining order as GET /orders/{id} answers it after a new monthly membership (decision 0503): joining fee and
 * part month paid by card by the customer, the monthly fee collected later by Direct Debit. Checked against the
 * contract.
 */
export function confirmationOrder(
  id: number,
  line: Partial<MembershipLine> = {},
  order: Partial<Omit<Order, 'items'>> = {},
): Order {
  return orderSchema.parse({
    id,
    reference: `BW-${String(id).padStart(6, '0')}`,
    status: 'complete',
    orderType: 'membership',
    brand: 'Brightwater Leisure',
    venue: { id: 3, slug: 'leeds-city', name: 'Leeds City Leisure Centre' },
    items: [
      {
        id: 900 + id,
        type: 'membership',
        name: 'Gym Anywhere',
        description: 'Monthly at Leeds City Leisure Centre, from 2026-03-12',
        price: money(4580),
        tax: money(0),
        purchasedForUserId: 2,
        enablePrintReceipt: true,
        friendlyName: 'Gym Anywhere (Monthly)',
        membershipTypeId: 7,
        homeVenue: { id: 3, slug: 'leeds-city', name: 'Leeds City Leisure Centre' },
        requiresEligibility: false,
        paymentOption: { id: 12, paymentType: 'recurring', name: 'Monthly', fixedDuration: null, fixedPeriod: null },
        startDate: '2026-03-12',
        endDate: null,
        categories: [
          { id: 1, name: 'Gym' },
          { id: 2, name: 'Swim' },
        ],
        baseFee: money(3999),
        fees: [
          { label: 'Membership fee', price: money(3999), type: 'base' },
          { label: 'Joining fee', price: money(2000), type: 'joining' },
          { label: 'Part month', price: money(2580), type: 'pro-rata' },
        ],
        firstCollectionDate: '2026-04-01',
        newDirectDebitMandate: false,
        ...line,
      },
    ],
    subTotal: money(4580),
    tax: money(0),
    total: money(4580),
    payments: [{ tenderType: 'card', amount: money(4580), lastFourDigits: '0003' }],
    customer: { id: 2, name: 'Sam Patel' },
    placedBy: 'customer',
    source: 'online-joining',
    placedAt: '2026-03-10T09:00:00+00:00',
    confirmationEmailTo: null,
    ...order,
  });
}

/** The same membership sold at the desk by staff and paid by cheque (docs/decisions/0602, 0621). */
export const deskOrder = (id: number): Order =>
  confirmationOrder(
    id,
    {},
    {
      source: 'front-of-house',
      placedBy: 'staff',
      payments: [{ tenderType: 'cheque', amount: money(4580), lastFourDigits: null }],
    },
  );

/** Answers GET /orders/{id} with these orders (on the wire, snake_case in the envelope); other ids go to the sandbox. */
export function serveOrders(...orders: Order[]): void {
  server.use(
    http.get(`${apiBaseUrl}/orders/:orderId`, ({ params }) => {
      const order = orders.find((candidate) => String(candidate.id) === params.orderId);
      return order ? HttpResponse.json({ data: toWire(order) }) : undefined;
    }),
  );
}
