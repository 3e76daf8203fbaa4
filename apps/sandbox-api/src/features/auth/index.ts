import type { SandboxFeature } from '../feature.ts';

/** Users, log in and out, registration, password reset, data fields and registration terms. */
export const authFeature: SandboxFeature = { name: 'auth', routes: [] };
