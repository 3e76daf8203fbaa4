import type { EndpointDefinition } from './endpoint.ts';
import { siteEndpoints } from './domains/site.ts';
import { authEndpoints } from './domains/auth.ts';
import { membershipEndpoints } from './domains/memberships.ts';
import { membershipChangeEndpoints } from './domains/membershipChanges.ts';
import { joiningEndpoints } from './domains/joining.ts';
import { activityEndpoints } from './domains/activities.ts';
import { cartEndpoints } from './domains/cart.ts';
import { orderEndpoints } from './domains/orders.ts';
import { accountEndpoints } from './domains/account.ts';
import { geocodingEndpoints } from './domains/geocoding.ts';
import { checkoutEndpoints } from './domains/checkout.ts';
import { reportEndpoints } from './domains/reports.ts';
import { waitingListEndpoints } from './domains/waitingList.ts';
import { directDebitEndpoints } from './domains/directDebit.ts';
import { receiptEndpoints } from './domains/receipts.ts';
import { calendarFeedEndpoints } from './domains/calendarFeed.ts';
import { uploadEndpoints } from './domains/uploads.ts';
import { staffEndpoints } from './domains/staff.ts';
import { householdEndpoints } from './domains/households.ts';
import { addressEndpoints } from './domains/addresses.ts';
import { lessonEndpoints } from './domains/lessons.ts';

/** Every call of the API, grouped by domain. */
export const contract = {
  site: siteEndpoints,
  auth: authEndpoints,
  memberships: membershipEndpoints,
  membershipChanges: membershipChangeEndpoints,
  joining: joiningEndpoints,
  activities: activityEndpoints,
  cart: cartEndpoints,
  orders: orderEndpoints,
  account: accountEndpoints,
  geocoding: geocodingEndpoints,
  checkout: checkoutEndpoints,
  reports: reportEndpoints,
  waitingList: waitingListEndpoints,
  directDebit: directDebitEndpoints,
  receipts: receiptEndpoints,
  calendarFeed: calendarFeedEndpoints,
  uploads: uploadEndpoints,
  staff: staffEndpoints,
  households: householdEndpoints,
  addresses: addressEndpoints,
  lessons: lessonEndpoints,
} as const;

export const allEndpoints: EndpointDefinition[] = Object.values(contract).flatMap(
  (group) => Object.values(group) as EndpointDefinition[],
);
