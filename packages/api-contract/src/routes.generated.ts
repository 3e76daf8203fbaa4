// Generated from src/contract.ts by `pnpm --filter @leisure/api-contract run routes`: do not edit by hand.
// The zod-free view of the contract that front ends call the API with (decision 0903): each endpoint keeps only
// what a request needs, and its type carries the full definition for params, query, body and answer types.
// Front ends import their domain's table (`cartRoutes`), never `routes`, so a chunk holds only the domains it
// calls (the lint rule in eslint.config.js).
import type { ContractRoutes } from './routeTypes.ts';
import { siteRoutes } from './routes/siteRoutes.generated.ts';
import { authRoutes } from './routes/authRoutes.generated.ts';
import { membershipsRoutes } from './routes/membershipsRoutes.generated.ts';
import { membershipChangesRoutes } from './routes/membershipChangesRoutes.generated.ts';
import { joiningRoutes } from './routes/joiningRoutes.generated.ts';
import { activitiesRoutes } from './routes/activitiesRoutes.generated.ts';
import { cartRoutes } from './routes/cartRoutes.generated.ts';
import { ordersRoutes } from './routes/ordersRoutes.generated.ts';
import { accountRoutes } from './routes/accountRoutes.generated.ts';
import { geocodingRoutes } from './routes/geocodingRoutes.generated.ts';
import { checkoutRoutes } from './routes/checkoutRoutes.generated.ts';
import { reportsRoutes } from './routes/reportsRoutes.generated.ts';
import { waitingListRoutes } from './routes/waitingListRoutes.generated.ts';
import { directDebitRoutes } from './routes/directDebitRoutes.generated.ts';
import { receiptsRoutes } from './routes/receiptsRoutes.generated.ts';
import { calendarFeedRoutes } from './routes/calendarFeedRoutes.generated.ts';
import { uploadsRoutes } from './routes/uploadsRoutes.generated.ts';
import { staffRoutes } from './routes/staffRoutes.generated.ts';

export {
  siteRoutes,
  authRoutes,
  membershipsRoutes,
  membershipChangesRoutes,
  joiningRoutes,
  activitiesRoutes,
  cartRoutes,
  ordersRoutes,
  accountRoutes,
  geocodingRoutes,
  checkoutRoutes,
  reportsRoutes,
  waitingListRoutes,
  directDebitRoutes,
  receiptsRoutes,
  calendarFeedRoutes,
  uploadsRoutes,
  staffRoutes,
};

/** Every domain: for the server, tools and tests. */
export const routes: ContractRoutes = {
  site: siteRoutes,
  auth: authRoutes,
  memberships: membershipsRoutes,
  membershipChanges: membershipChangesRoutes,
  joining: joiningRoutes,
  activities: activitiesRoutes,
  cart: cartRoutes,
  orders: ordersRoutes,
  account: accountRoutes,
  geocoding: geocodingRoutes,
  checkout: checkoutRoutes,
  reports: reportsRoutes,
  waitingList: waitingListRoutes,
  directDebit: directDebitRoutes,
  receipts: receiptsRoutes,
  calendarFeed: calendarFeedRoutes,
  uploads: uploadsRoutes,
  staff: staffRoutes,
};
