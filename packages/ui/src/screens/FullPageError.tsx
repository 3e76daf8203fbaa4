import { useContext } from 'react';
import { ConnectionLostContext } from './connectionContext.ts';
import { OfflineScreen } from './OfflineScreen.tsx';
import { ScreenMessage, type PageScreenProps } from './ScreenMessage.tsx';

export type FullPageErrorProps = PageScreenProps;

/**
 * A page or the theme failed to load for any reason but maintenance (docs/product/platform.md D3); when the API's last
 * call got no answer at all, the person appears to be offline and is told so, with Try again (docs/decisions/0037).
 */
export function FullPageError({ homeHref = '/', ...props }: FullPageErrorProps) {
  const connectionLost = useContext(ConnectionLostContext);
  if (connectionLost) return <OfflineScreen standalone={props.standalone ?? false} />;
  return (
    <ScreenMessage heading="Something has gone wrong" text="This page failed to load." homeHref={homeHref} {...props} />
  );
}
