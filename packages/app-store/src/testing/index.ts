// '@leisure/app-store/testing': rendering and sessions for the tests of the front ends and the packages they use.
export {
  createTestEnvironment,
  renderWithProviders,
  testApiBaseUrl,
  type RenderWithProvidersOptions,
  type TestEnvironmentOptions,
} from './renderWithProviders.tsx';
export { renderApp } from './renderApp.tsx';
export { fillRegistration } from './fillRegistration.ts';
export { keepVenueMapOffScreen } from './keepVenueMapOffScreen.ts';
export { logInThroughForm } from './logInThroughForm.ts';
export { openRegisterPage } from './openRegisterPage.tsx';
export { advanceClock, idleWarning, touchThenAwaitIdleWarning, useKioskIdleClock } from './kioskIdle.ts';
export { pickPricedSession, type PickedSession } from './pricedSession.ts';
export { agreeToCheckoutTerms, fillCardForm, TEST_CARD } from './checkoutSteps.ts';
export {
  demoCustomer,
  demoMemberWithDirectDebit,
  forgetSession,
  logInAsDemoCustomer,
  sessionToken,
} from './testSession.ts';
