import { lazy, Suspense } from 'react';
import { usePaintedOnce } from '@leisure/ui';

// The footer is below the fold and brings the HTML sanitiser (DOMPurify): it loads after the page, in a chunk of
// its own.
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter.tsx')).SiteFooter }));

/**
 * The venue's footer, loaded on demand once the first screen has painted (its chunk and call then never hold that
 * paint back: docs/decisions/0904); nothing shows until it is there.
 */
export function LazySiteFooter({ venue }: { venue: string | undefined }) {
  const painted = usePaintedOnce();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <SiteFooter venue={venue} />
    </Suspense>
  );
}
