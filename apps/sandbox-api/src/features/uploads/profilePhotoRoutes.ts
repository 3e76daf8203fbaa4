import type { Hono } from 'hono';
import { contract, MAX_PHOTO_BYTES, photoContentTypes } from '@leisure/api-contract';
import type { SandboxServices } from '../../http/context.ts';
import { implement } from '../../http/implement.ts';
import { transaction } from '../../db/database.ts';
import { readActiveFile, retireFile, saveUpload } from '../../kernel/fileStore.ts';
import { loadUser } from '../auth/index.ts';

const photoRules = { allowed: photoContentTypes, maxBytes: MAX_PHOTO_BYTES, description: 'a JPEG or PNG photo' };

/** Where a stored photo is served (decision 0452): with the API's other images, under its public origin. */
export const profilePhotoUrl = (publicOrigin: string, storedName: string): string =>
  `${publicOrigin}/assets/profile-photos/${storedName}`;

function currentPhotoId(services: SandboxServices, userId: number): number | null {
  const row = services.db.prepare('SELECT profile_photo_file_id AS id FROM users WHERE id = ?').get(userId) as
    { id: number | null } | undefined;
  return row?.id ?? null;
}

function setPhoto(services: SandboxServices, userId: number, photo: { id: number; url: string } | null): void {
  const previous = currentPhotoId(services, userId);
  transaction(services.db, () => {
    services.db
      .prepare('UPDATE users SET profile_photo_file_id = ?, profile_photo_url = ? WHERE id = ?')
      .run(photo?.id ?? null, photo?.url ?? null, userId);
  });
  if (previous !== null) retireFile(services, previous, photo ? 'replaced' : 'removed');
}

export const profilePhotoRoutes = [
  implement(contract.uploads.uploadProfilePhoto, (services) => {
    const { db, clock, user, body, settings } = services;
    const file = saveUpload(services, { ownerUserId: user!.id, kind: 'profile-photo' }, body, photoRules);
    setPhoto(services, user!.id, { id: file.id, url: profilePhotoUrl(settings.publicOrigin, file.storedName) });
    return loadUser(db, clock, user!.id);
  }),

  implement(contract.uploads.removeProfilePhoto, (services) => {
    setPhoto(services, services.user!.id, null);
    return loadUser(services.db, services.clock, services.user!.id);
  }),
];

/**
 * GET /assets/profile-photos/{stored name}: a current photo's bytes. The name is random (128 bits), so the URL is
 * the permission, as an <img> sends no Bearer token; a replaced or removed photo is gone (404).
 */
export function mountProfilePhotos(app: Hono, services: SandboxServices): void {
  app.get('/assets/profile-photos/:name', (c) => {
    const found = readActiveFile(services, c.req.param('name'), 'profile-photo');
    if (!found) return c.json({ message: 'Unable to complete request, item not found.' }, 404);
    return c.body(new Uint8Array(found.bytes), 200, {
      'content-type': found.file.contentType,
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'cross-origin',
    });
  });
}
