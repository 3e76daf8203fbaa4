import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';
import { failOnConsoleError, listenStrictly } from '@leisure/test-support';
import { server } from './mswServer.ts';
import { forgetSession } from '@leisure/app-store/testing';

listenStrictly(server);
beforeEach(forgetSession);
failOnConsoleError();
