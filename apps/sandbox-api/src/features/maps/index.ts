import type { SandboxFeature } from '../feature.ts';
import { mountMapStyle } from './mapStyleRoute.ts';

/** An offline map style of Great Britain for the venue map searches (no contract endpoints). */
export const mapsFeature: SandboxFeature = { name: 'maps', routes: [], mount: mountMapStyle };
