import type { ScaCompleted } from '../online/paymentMachine.ts';

/**
 * The provider's return page posts `{ type: 'sca_completed', transactionUuid, status }` (decision 0501). Only a
 * message from the provider's origin counts: any other window could post the same shape.
 */
export function scaCompletedFrom(event: MessageEvent, providerOrigin: string): ScaCompleted | null {
  if (event.origin !== providerOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, transactionUuid, status } = data as Record<string, unknown>;
  if (type !== 'sca_completed' || typeof transactionUuid !== 'string' || typeof status !== 'string') return null;
  return { transactionUuid, status };
}
