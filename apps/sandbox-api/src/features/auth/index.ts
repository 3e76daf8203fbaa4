import type { SandboxFeature } from '../feature.ts';
import { loginRoutes } from './loginRoutes.ts';
import { registerRoute } from './registerRoute.ts';
import { passwordResetRoutes } from './passwordResetRoutes.ts';
import { customerIdsRoute } from './customerIdsRoute.ts';
import { userUpdateRoute } from './userUpdateRoute.ts';
import { changePasswordRoute } from './changePasswordRoute.ts';
import { dataFieldsRoute } from './dataFieldsRoute.ts';
import { accountTermsRoute } from './termsRoute.ts';
import { seedAuth } from './authSeed.ts';
import { mountEmailOutbox } from './outboxRoute.ts';

/** Users, log in and out, registration, password reset and change, data fields and registration terms. */
export const authFeature: SandboxFeature = {
  name: 'auth',
  routes: [
    ...loginRoutes,
    registerRoute,
    ...passwordResetRoutes,
    customerIdsRoute,
    userUpdateRoute,
    changePasswordRoute,
    dataFieldsRoute,
    accountTermsRoute,
  ],
  seed: seedAuth,
  mount: mountEmailOutbox,
};
export { loadUser, toUser, DOCUMENT_EXPIRING_SOON_DAYS } from './userView.ts';
export { findUserById, type UserRow } from './userRecords.ts';
export { queueEmail } from './emailOutbox.ts';
export { nextCustomerReference } from './userWrites.ts';
export { resetLinkBase } from './passwordResets.ts';
export { lockedForSeconds, minutesText, recordThrottleEvent, type ThrottleRule } from './throttle.ts';
