export { expireAllCookies } from './expireAllCookies.ts';
export { failOnConsoleError, type FailOnConsoleErrorOptions } from './failOnConsoleError.ts';
export { listenStrictly } from './listenStrictly.ts';
// useSandbox is '@leisure/test-support/sandbox': only the tests that use it load msw and the sandbox app.
