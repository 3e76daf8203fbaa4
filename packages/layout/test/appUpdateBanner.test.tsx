import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { buildLeisureTheme } from '@leisure/ui';
import { offerAppUpdate } from '../src/appUpdate/appUpdate.ts';
import { AppUpdateBanner } from '../src/appUpdate/AppUpdateBanner.tsx';

// docs/decisions/0037: a new build's worker waits until the person takes it.
describe('AppUpdateBanner', () => {
  it('says nothing until a new version waits, then offers it in a live region with Reload', async () => {
    render(
      <ThemeProvider theme={buildLeisureTheme({})}>
        <AppUpdateBanner />
      </ThemeProvider>,
    );
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const apply = vi.fn();
    act(() => offerAppUpdate(apply));
    expect(region).toHaveTextContent('A new version of this site is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
