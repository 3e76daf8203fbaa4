import { useMemo } from 'react';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import type { DirectDebitOperator } from '../bankDetails.ts';

/** The operator collecting Direct Debits (GET client, already loaded by the theme gate); undefined until known. */
export function useDirectDebitOperator(): DirectDebitOperator | undefined {
  const { data: client } = useGetClientQuery();
  return useMemo(
    () =>
      client && {
        name: client.name,
        supportEmail: client.supportEmail,
        supportPhone: client.supportPhone,
        directDebitServiceUserNumber: client.directDebitServiceUserNumber,
      },
    [client],
  );
}
