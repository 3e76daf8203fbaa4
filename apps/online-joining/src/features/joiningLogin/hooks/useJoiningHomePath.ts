import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import { withSiteFlags } from '../../joining/index.ts';

/** The joining page, `/`, with the kiosk, embedded and centre flags of this session on it (docs/product/modes.md D16). */
export function useJoiningHomePath(): string {
  const flags = useAppSelector(selectSessionFlags);
  return withSiteFlags('/', flags);
}
