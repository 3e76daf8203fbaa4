import { lazy, Suspense } from 'react';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';

// Its own chunk: only an embedded page pays for it (docs/decisions/0903's first-load budget).
const EmbeddedFrame = lazy(() => import('./EmbeddedFrame.tsx'));

/** With `embedded=true`, the framing's page side (docs/decisions/0640); nothing at all otherwise. */
export function LazyEmbeddedFrame() {
  const { flags } = useFrontEnd();
  if (!flags.embedded) return null;
  return (
    <Suspense fallback={null}>
      <EmbeddedFrame />
    </Suspense>
  );
}
