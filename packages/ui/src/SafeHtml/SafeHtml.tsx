import { useMemo } from 'react';
import { sanitizeToTrustedHtml } from './sanitizeHtml.ts';

export interface SafeHtmlProps {
  html: string;
  as?: 'div' | 'section' | 'footer' | 'span';
  className?: string;
}

/** Renders HTML from the server after sanitizeHtml; the only way this kit inserts raw HTML. */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeToTrustedHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
