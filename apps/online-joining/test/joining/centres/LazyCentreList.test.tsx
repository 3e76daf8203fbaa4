import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@leisure/app-store/testing';
import { LazyCentreList } from '../../../src/features/joining/centres/components/LazyCentreList.tsx';
import { apiBaseUrl, firstJoiningCentre, useSandbox } from '../../support/sandboxApi.ts';

describe('LazyCentreList (the joining page without the map search)', () => {
  const { sandbox } = useSandbox();

  it('loads the centre cards on first render, each with Select and continue', async () => {
    const centre = firstJoiningCentre(sandbox());
    renderWithProviders(<LazyCentreList chosenSlug={undefined} />, { environment: { apiBaseUrl } });
    const list = await screen.findByRole('list', { name: 'Centres' });
    expect(within(list).getByRole('link', { name: `Select and continue, ${centre.name}` })).toHaveAttribute(
      'href',
      `/centre/${centre.slug}`,
    );
  });
});
