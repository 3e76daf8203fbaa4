import { ScreenMessage } from './ScreenMessage.tsx';

/** The theme answered 503 (docs/product/platform.md §2): the site is down for planned maintenance, so there is nowhere to send people. */
export function MaintenanceScreen({ standalone = true }: { standalone?: boolean }) {
  return <ScreenMessage heading="Unable to access the site due to planned maintenance" standalone={standalone} />;
}
