import { useEffect, useState } from 'react';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { loadCardProvider } from '../provider/loadCardProvider.ts';
import type { CardProviderApi } from '../provider/cardProviderTypes.ts';

/**
 * The card provider's script, loaded from the prepared session's url once it is known (docs/product/joining.md §7: the script comes
 * from the session, on the provider's own origin). Null until it has loaded; a failure is said in a toast (docs/product/joining.md
 * §8: card provider errors show as toasts) and the card form cannot be paid with.
 */
export function useCardProvider(url: string | null, providerOrigin: string | null): CardProviderApi | null {
  const [provider, setProvider] = useState<CardProviderApi | null>(null);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!url || !providerOrigin) return;
    let current = true;
    loadCardProvider(url, providerOrigin).then(
      (loaded) => {
        if (current) setProvider(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        const content = error instanceof Error ? error.message : 'Card payments are not available right now.';
        dispatch(showToast({ content, type: 'danger' }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, providerOrigin, dispatch]);

  return provider;
}
