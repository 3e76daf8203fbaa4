import type { Sandbox } from '@leisure/sandbox-api';
import { useSandbox as useSandboxOn } from '@leisure/test-support/sandbox';
import { server } from './mswServer.ts';

/** Same origin as jsdom's page, so the browser-side XHR needs no CORS answer. */
export const apiBaseUrl = `${window.location.origin}/api`;
export const useSandbox = () => useSandboxOn(server, { apiBaseUrl });

/** The first centre, by name, that sells memberships online. */
export const firstJoiningCentre = (sandbox: Sandbox) =>
  sandbox.services.db
    .prepare('SELECT slug, name FROM venues WHERE online_joining_enabled = 1 ORDER BY name LIMIT 1')
    .get() as { slug: string; name: string };
