export { expireAllCookies } from './expireAllCookies.ts';
export { failOnConsoleError, type FailOnConsoleErrorOptions } from './failOnConsoleError.ts';
export { listenStrictly } from './listenStrictly.ts';
export { itReadsEach, itRefusesEach, itReturnsEach } from './parserTables.ts';
export { firstVenue, venuesByName, type SandboxVenue } from './sandboxVenues.ts';
// useSandbox is '@leisure/test-support/sandbox': only the tests that use it load msw and the sandbox app.
export { sessionLines } from './sessionLines.ts';
export { recordApiCalls, repeatedCalls, type ApiCallRecording } from './recordApiCalls.ts';
