import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';
import { failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';
import { forgetSession } from '@leisure/app-store/testing';

listenStrictly(server);
// Every test starts logged out and with no journey kept in sessionStorage (where the joining page keeps its choices).
beforeEach(() => {
  forgetSession();
  sessionStorage.clear();
});
failOnConsoleError();
