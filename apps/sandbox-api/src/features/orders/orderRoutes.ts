import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { lastSelectedCustomer } from '../../http/staffAudit.ts';
import { buildOrder, type OrderRow } from './orderView.ts';

export const orderRoutes = [
  implement(contract.orders.getOrder, ({ db, clock, params, user }) => {
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(params.orderId) as OrderRow | undefined;
    // Someone else's order reads as not found: its existence is not confirmed. Staff read an order they placed or
    // one of the customer they selected last, whose selection the trail records (docs/decisions/0601); a GET is not
    // audited, so any other order is someone else's to them too.
    const mayRead =
      order &&
      (order.customer_user_id === user!.id ||
        order.placed_by_user_id === user!.id ||
        (user!.role === 'staff' && order.customer_user_id === lastSelectedCustomer(db, user!.id)));
    if (!order || !mayRead) throw notFound('No such order.');
    return buildOrder(db, order, clock.now().toISOString());
  }),
];
