import type { ContractExample } from '../contractExample.ts';
import { siteExamples } from './site.examples.ts';
import { authExamples } from './auth.examples.ts';
import { membershipExamples } from './memberships.examples.ts';
import { membershipChangeExamples } from './membershipChanges.examples.ts';
import { activityExamples } from './activities.examples.ts';
import { accountExamples } from './account.examples.ts';
import { checkoutExamples } from './checkout.examples.ts';
import { reportExamples } from './reports.examples.ts';
import { cartExamples } from './cart.examples.ts';
import { waitingListExamples } from './waitingList.examples.ts';
import { directDebitExamples } from './directDebit.examples.ts';
import { receiptExamples } from './receipts.examples.ts';
import { calendarFeedExamples } from './calendarFeed.examples.ts';
import { uploadExamples } from './uploads.examples.ts';
import { staffExamples } from './staff.examples.ts';
import { householdExamples } from './households.examples.ts';
import { lessonExamples } from './lessons.examples.ts';
import { enrolmentQueueExamples } from './enrolmentQueue.examples.ts';
import { addressExamples } from './addresses.examples.ts';

/** Each domain's examples; a domain adds its file here. */
export const contractExamples: ContractExample[] = [
  ...siteExamples,
  ...authExamples,
  ...membershipExamples,
  ...membershipChangeExamples,
  ...activityExamples,
  ...accountExamples,
  ...checkoutExamples,
  ...reportExamples,
  ...cartExamples,
  ...waitingListExamples,
  ...directDebitExamples,
  ...receiptExamples,
  ...calendarFeedExamples,
  ...uploadExamples,
  ...staffExamples,
  ...householdExamples,
  ...lessonExamples,
  ...enrolmentQueueExamples,
  ...addressExamples,
];
