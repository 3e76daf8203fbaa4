import type { SandboxFeature } from '../feature.ts';
import { cspReportRoute, mountCspReportControls } from './cspReportRoutes.ts';

/** Reports browsers send by themselves: Content Security Policy violations. */
export const reportsFeature: SandboxFeature = {
  name: 'reports',
  routes: [cspReportRoute],
  mount: mountCspReportControls,
};
