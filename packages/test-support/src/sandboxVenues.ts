import type { Sandbox } from '@leisure/sandbox-api';

/** A venue as the sandbox's database has it: enough to find it on a page and to address it. */
export type SandboxVenue = { slug: string; name: string };

/** Every venue in the sandbox, by name (the order the venue lists show them in). */
export const venuesByName = (sandbox: Sandbox) =>
  sandbox.services.db.prepare('SELECT slug, name FROM venues ORDER BY name').all() as SandboxVenue[];

/** The sandbox's first venue (the lowest id). */
export const firstVenue = (sandbox: Sandbox) =>
  sandbox.services.db.prepare('SELECT slug, name FROM venues ORDER BY id LIMIT 1').get() as SandboxVenue;
