import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { expireAllCookies, failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';

listenStrictly(server);
// Each test starts logged out. afterEach hooks run last registered first: this one after the React clean-up.
afterEach(() => expireAllCookies(document));
failOnConsoleError();
