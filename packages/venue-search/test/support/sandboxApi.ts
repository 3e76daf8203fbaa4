import { useSandbox as useSandboxOn } from '@leisure/test-support/sandbox';
import { server } from './mswServer.ts';

/** Same origin as jsdom's page, so the browser-side requests need no CORS answer; the geocoder is the sandbox's. */
export const apiBaseUrl = `${window.location.origin}/api`;
export const useSandbox = () => useSandboxOn(server, { apiBaseUrl });
