import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { SideDrawerProps } from './SideDrawer.tsx';

/** The drawer's own chunk; asked for again it is the same promise, so loading it early costs nothing later. */
export const loadSideDrawer = () => import('./SideDrawer.tsx');

// The drawer opens only from the Menu button on small screens: it and the modal focus code load on demand, outside
// every front end's first load (decision 0903). An overlay, so loading it moves nothing on the page.
const OpenDrawer = lazy(async () => ({ default: (await loadSideDrawer()).OpenDrawer }));

/** The side drawer, loaded when it first opens. */
export function LazySideDrawer(props: SideDrawerProps) {
  if (!props.open) return null;
  return createPortal(
    <Suspense fallback={null}>
      <OpenDrawer {...props} />
    </Suspense>,
    document.body,
  );
}
