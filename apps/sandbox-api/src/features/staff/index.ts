import type { SandboxFeature } from '../feature.ts';
import { staffRoutes } from './staffRoutes.ts';

/**
 * Front of house: finding and selecting customers, and the audit trail managers read (docs/decisions/0600, 0601).
 * The trail is written by the HTTP layer (http/staffAudit.ts), from where staff act for a customer.
 */
export const staffFeature: SandboxFeature = {
  name: 'staff',
  routes: staffRoutes,
};
