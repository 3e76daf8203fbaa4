import { useSyncExternalStore, type ReactNode } from 'react';
import { isApiUnreachable, subscribeToConnection } from '@leisure/api-client';
import { ConnectionLostContext } from '@leisure/ui';

/**
 * Tells the pages' error screens whether the API's last call got no answer at all, so a page that failed to load
 * offline says so (docs/decisions/0037-installable-and-offline.md).
 */
export function ConnectionState({ children }: { children: ReactNode }) {
  const lost = useSyncExternalStore(subscribeToConnection, isApiUnreachable, () => false);
  return <ConnectionLostContext.Provider value={lost}>{children}</ConnectionLostContext.Provider>;
}
