import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../src/app/AppProviders.tsx';

/**
 * Renders one part of the app (a joining section, say) with everything the app gives it: the store, the router
 * at `url`, links, and the theme, which it waits for from the sandbox like the app does.
 */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}): RenderResult {
  window.history.replaceState(null, '', url);
  return render(<AppProviders>{ui}</AppProviders>);
}
