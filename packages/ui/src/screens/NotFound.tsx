import { ScreenMessage, type PageScreenProps } from './ScreenMessage.tsx';

export type NotFoundProps = PageScreenProps;

/** Unknown paths and hosts (docs/product/platform.md D2). */
export function NotFound({ homeHref = '/', ...props }: NotFoundProps) {
  return (
    <ScreenMessage
      heading="Page not found"
      text="The page you are looking for does not exist."
      homeHref={homeHref}
      {...props}
    />
  );
}
