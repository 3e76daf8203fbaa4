import '@testing-library/jest-dom/vitest';
import { failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';

listenStrictly(server);
failOnConsoleError();
