import { ScreenMessage, type PageScreenProps } from './ScreenMessage.tsx';

export type FullPageErrorProps = PageScreenProps;

/** A page or the theme failed to load for any reason but maintenance (docs/product/platform.md D3). */
export function FullPageError({ homeHref = '/', ...props }: FullPageErrorProps) {
  return (
    <ScreenMessage heading="Something has gone wrong" text="This page failed to load." homeHref={homeHref} {...props} />
  );
}
