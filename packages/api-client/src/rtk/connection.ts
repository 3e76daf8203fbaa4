/**
 * Whether the API's last call got no answer at all, for want of a network (docs/decisions/0037): a page that failed
 * to load then says the person appears to be offline, rather than that something has gone wrong. Any answer, even an
 * error, means the API is reachable; a cancelled call says nothing either way. An answer the service worker gave from
 * its kept copy because the network did not answer (KEPT_COPY_HEADER) is no answer from the API.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function noteConnection(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of listeners) listener();
}

export const isApiUnreachable = (): boolean => unreachable;

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
