import type { SandboxFeature } from '../feature.ts';

/** My-account: packages, guest passes, payments history, saved cards. */
export const accountFeature: SandboxFeature = { name: 'account', routes: [] };
