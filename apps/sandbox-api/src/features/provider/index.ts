// The emulated card provider (its own origin; see providerApp.ts) and what the checkout asks of it.
export { createCardProvider } from './providerApp.ts';
export { issueSessionKey, findSession, sessionKeyProblem, SESSION_KEY_SECONDS } from './sessionKeys.ts';
export { DECLINED_TEST_CARDS } from './cardChecks.ts';
export { isSavedCardActivated } from './activateSavedCard.ts';
