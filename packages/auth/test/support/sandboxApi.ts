import { useSandbox as useSandboxOn } from '@leisure/test-support/sandbox';
import { server } from './mswServer.ts';

/** Not a real host: every request to it is answered in process by MSW. */
export const apiBaseUrl = 'http://api.test/api';
export const useSandbox = () => useSandboxOn(server, { apiBaseUrl });
