import { lazy, Suspense } from 'react';

// The footer is below the fold and brings the HTML sanitiser (DOMPurify): it loads after the page, in a chunk of
// its own.
const SiteFooter = lazy(async () => ({ default: (await import('./SiteFooter.tsx')).SiteFooter }));

/** The venue's footer, loaded on demand; nothing shows until it is there. */
export function LazySiteFooter({ venue }: { venue: string | undefined }) {
  return (
    <Suspense fallback={null}>
      <SiteFooter venue={venue} />
    </Suspense>
  );
}
