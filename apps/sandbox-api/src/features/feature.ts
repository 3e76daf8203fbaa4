import type { Hono } from 'hono';
import type { RouteImplementation } from '../http/implement.ts';
import type { SandboxServices } from '../http/context.ts';

/**
 * One domain of the sandbox: its routes (contract endpoints it implements), its seed data, and any
 * routes outside the contract (static assets, provider pages). Seeds run in the order of `features`
 * in features/index.ts, so later domains can use earlier ones' rows.
 */
export interface SandboxFeature {
  name: string;
  routes: RouteImplementation[];
  seed?: (services: SandboxServices) => void;
  mount?: (app: Hono, services: SandboxServices) => void;
}
