/**
 * The profile photo on My details (docs/decisions/0452): a plain export, as My details is itself a lazy page.
 */
export { ProfilePhoto } from './components/ProfilePhoto.tsx';
