import type { Hono } from 'hono';
import type { SandboxFeature } from '../feature.ts';
import type { SandboxServices } from '../../http/context.ts';
import { documentRoutes } from './documentRoutes.ts';
import { mountDocumentReviewControl } from './documentReviewControl.ts';
import { mountProfilePhotos, profilePhotoRoutes } from './profilePhotoRoutes.ts';
import { seedUploads } from './uploadsSeed.ts';

/** Proof of eligibility and profile photos: files kept in the sandbox's files folder (decisions 0450-0452). */
export const uploadsFeature: SandboxFeature = {
  name: 'uploads',
  routes: [...documentRoutes, ...profilePhotoRoutes],
  seed: seedUploads,
  mount: (app: Hono, services: SandboxServices) => {
    mountProfilePhotos(app, services);
    mountDocumentReviewControl(app, services);
  },
};
