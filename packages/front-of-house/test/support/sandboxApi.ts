import { testApiBaseUrl } from '@leisure/app-store/testing';
import { useSandbox as useSandboxOn } from '@leisure/test-support/sandbox';
import { server } from './mswServer.ts';

/** The in-process sandbox answering the test stores' API (renderWithProviders' testApiBaseUrl). */
export const useSandbox = () => useSandboxOn(server, { apiBaseUrl: testApiBaseUrl });
