import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import { notFound } from '../../http/apiError.ts';
import { buildOrder, type OrderRow } from './orderView.ts';

export const orderRoutes = [
  implement(contract.orders.getOrder, ({ db, clock, params, user }) => {
    const order = db.prepare('SELECT * FROM orders WHERE id = ?').get(params.orderId) as OrderRow | undefined;
    // Someone else's order reads as not found: its existence is not confirmed.
    const mayRead =
      order && (user!.role === 'staff' || order.customer_user_id === user!.id || order.placed_by_user_id === user!.id);
    if (!order || !mayRead) throw notFound('No such order.');
    return buildOrder(db, order, clock.now().toISOString());
  }),
];
