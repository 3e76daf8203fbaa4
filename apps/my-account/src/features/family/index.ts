import { preloadableLazy } from '@leisure/ui';

/**
 * The Family page (docs/decisions/0313, 0422), also where an invitation email's link lands (/family?invitation=):
 * loaded when first shown, so the first load stays small (decision 0903).
 */
export const FamilyPage = preloadableLazy(async () => (await import('./components/FamilyPage.tsx')).FamilyPage);
