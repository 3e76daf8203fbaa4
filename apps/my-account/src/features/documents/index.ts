import { preloadableLazy } from '@leisure/ui';

/**
 * Proof of eligibility for one membership (02-online-joining §1, docs/decisions/0451): its status and the upload,
 * at /memberships/{id}/document. Loaded when first shown, so the first load stays small.
 */
export const MembershipDocumentPage = preloadableLazy(
  async () => (await import('./components/MembershipDocumentPage.tsx')).MembershipDocumentPage,
);

/** The chosen-file state with the browser's checks, and the upload's layout, shared with the profile photo. */
export { useChosenFile } from './hooks/useChosenFile.ts';
export { uploadBlock } from './components/uploadBlock.ts';
