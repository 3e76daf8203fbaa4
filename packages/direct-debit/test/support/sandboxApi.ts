import { useSandbox as useSandboxOn } from '@leisure/test-support/sandbox';
import { server } from './mswServer.ts';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;
export const useSandbox = () => useSandboxOn(server, { apiBaseUrl });
