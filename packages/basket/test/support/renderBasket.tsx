import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderWithProviders, type RenderWithProvidersOptions } from '@leisure/app-store/testing';
import { useAddToBasket, useBasket, useBasketActions } from '../../src/index.ts';

interface Hooks {
  basket: ReturnType<typeof useBasket>;
  actions: ReturnType<typeof useBasketActions>;
  addToBasket: ReturnType<typeof useAddToBasket>['addToBasket'];
}

/** Renders the basket hooks as a page would (beside `besides`); `hooks()` is what they returned on the latest render. */
export function renderBasketHooks(options?: RenderWithProvidersOptions, besides?: ReactNode) {
  let latest: Hooks | undefined;
  function Probe() {
    latest = { basket: useBasket(), actions: useBasketActions(), addToBasket: useAddToBasket().addToBasket };
    return null;
  }
  const rendered = renderWithProviders(
    <>
      <Probe />
      {besides}
    </>,
    options,
  );
  return {
    ...rendered,
    hooks: () => {
      if (!latest) throw new Error('not rendered');
      return latest;
    },
  };
}

/** The basket's first load, with the hooks rendered. */
export async function loadedBasket(options?: RenderWithProvidersOptions) {
  const rendered = renderBasketHooks(options);
  await waitFor(() => expect(rendered.hooks().basket.cart).toBeDefined());
  return rendered;
}
