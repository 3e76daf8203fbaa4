import { Button } from '../Button/Button.tsx';
import { ScreenMessage, type PageScreenProps } from './ScreenMessage.tsx';

export interface OfflineScreenProps extends Pick<PageScreenProps, 'standalone'> {
  /** Try again: by default the page is loaded afresh. */
  onRetry?: () => void;
}

/**
 * No answer came back, most likely for want of a network (docs/decisions/0037-installable-and-offline.md): the page
 * says so and how to go on, rather than "Something has gone wrong". The shell came from the service worker; its data
 * needs the connection.
 */
export function OfflineScreen({ standalone = true, onRetry = () => window.location.reload() }: OfflineScreenProps) {
  return (
    <ScreenMessage
      heading="You appear to be offline"
      text="This page needs an internet connection. Check that you are connected, then try again."
      standalone={standalone}
    >
      <Button onClick={onRetry}>Try again</Button>
    </ScreenMessage>
  );
}
