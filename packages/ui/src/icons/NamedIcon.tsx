import { lazy, Suspense } from 'react';

// The glyphs are a chunk of their own: membership cards sit on online joining's first page, which has well under
// 1 KB of its budget to spare, so the page reserves each icon's square and the glyphs fill it once loaded
// (docs/decisions/0020-imagery-from-the-api.md). Nothing moves when they arrive. The glyphs live outside icons/, which
// the host build puts in its first-load shell chunk (apps/host/vite.config.ts).
const IconGlyph = lazy(() => import('../iconGlyphs/IconGlyph.tsx'));

export interface NamedIconProps {
  /** A name of the icon set (Lucide's), as the API answers it; an unknown name draws the generic icon. */
  name: string;
  /** The square's side: 1em (the text's size) unless given. */
  size?: string;
  className?: string;
}

/**
 * A decorative icon by name, e.g. an activity's or a facility's: always hidden from assistive technology, since the
 * words beside it carry the meaning. Drawn in the text's colour.
 */
export function NamedIcon({ name, size = '1em', className }: NamedIconProps) {
  return (
    <span
      className={className}
      aria-hidden="true"
      style={{ display: 'inline-block', flex: 'none', width: size, height: size, lineHeight: 0 }}
    >
      <Suspense fallback={null}>
        <IconGlyph name={name} />
      </Suspense>
    </span>
  );
}
