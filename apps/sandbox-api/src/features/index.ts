import type { SandboxFeature } from './feature.ts';
import { siteFeature } from './site/index.ts';
import { authFeature } from './auth/index.ts';
import { householdsFeature } from './households/index.ts';
import { membershipsFeature } from './memberships/index.ts';
import { joiningFeature } from './joining/index.ts';
import { activitiesFeature } from './activities/index.ts';
import { cartFeature } from './cart/index.ts';
import { ordersFeature } from './orders/index.ts';
import { waitingListFeature } from './waitingList/index.ts';
import { quickBookFeature } from './quickBook/index.ts';
import { accountFeature } from './account/index.ts';
import { geocodingFeature } from './geocoding/index.ts';
import { addressesFeature } from './addresses/index.ts';
import { mapsFeature } from './maps/index.ts';
import { checkoutFeature } from './checkout/index.ts';
import { reportsFeature } from './reports/index.ts';
import { calendarFeedFeature } from './calendarFeed/index.ts';
import { uploadsFeature } from './uploads/index.ts';
import { directDebitFeature } from './directDebit/index.ts';
import { staffFeature } from './staff/index.ts';
import { lessonsFeature } from './lessons/index.ts';

/** Every domain of the sandbox, in seed order (a feature may use rows seeded by those before it). */
export const features: SandboxFeature[] = [
  siteFeature,
  authFeature,
  householdsFeature,
  membershipsFeature,
  joiningFeature,
  activitiesFeature,
  cartFeature,
  ordersFeature,
  waitingListFeature,
  quickBookFeature,
  accountFeature,
  geocodingFeature,
  addressesFeature,
  mapsFeature,
  checkoutFeature,
  reportsFeature,
  calendarFeedFeature,
  directDebitFeature,
  uploadsFeature,
  staffFeature,
  lessonsFeature,
];
