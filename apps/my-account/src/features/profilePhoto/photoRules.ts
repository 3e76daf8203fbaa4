import { MAX_PHOTO_BYTES, photoContentTypes } from '@leisure/api-contract/browser';
import type { FileUploadRules } from '@leisure/api-client';

/** What a profile photo may be: checked in the browser as the sandbox checks it again (decision 0452). */
export const photoRules: FileUploadRules<(typeof photoContentTypes)[number]> = {
  allowed: photoContentTypes,
  maxBytes: MAX_PHOTO_BYTES,
  description: 'a JPEG or PNG photo',
};

export const photoMessages = {
  saved: 'Your profile photo was saved.',
  removed: 'Your profile photo was removed.',
  chooseFirst: 'Choose a photo to save',
};
