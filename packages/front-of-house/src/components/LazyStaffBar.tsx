// '@leisure/front-of-house/staffBar': what the page frame imports on demand once a member of staff is logged in
// (docs/decisions/0610-staff-bar-and-selected-customer.md). A small chunk of its own that loads the bar in turn, so
// the frame's first load names one chunk rather than every chunk the bar needs (decision 0903's budget).
import { lazy } from 'react';
import type { StaffBarProps } from './StaffBar.tsx';

export type { StaffBarProps };

const StaffBar = lazy(() => import('./StaffBar.tsx').then(({ StaffBar }) => ({ default: StaffBar })));

/** The staff bar, once loaded; the page frame's Suspense waits for it. */
export default function LazyStaffBar(props: StaffBarProps) {
  return <StaffBar {...props} />;
}
