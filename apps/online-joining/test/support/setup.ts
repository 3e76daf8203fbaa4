import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';
import { failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';
import { forgetSession } from './renderApp.tsx';

listenStrictly(server);
beforeEach(forgetSession);
failOnConsoleError();
