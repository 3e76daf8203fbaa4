import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import { CentreList } from '../../src/features/joining/centres/components/CentreList.tsx';
import { renderApp } from '@leisure/app-store/testing';
import { renderWithProviders } from '../support/renderWithProviders.tsx';
import { useSandbox } from '../support/sandboxApi.ts';

// docs/product/platform.md D19 (WCAG 2.5.3): a card's control is named by its visible label first, then the card it
// belongs to, so "click Select and continue" or "click Choose this membership" reaches it by voice.
describe('the cards name their controls by the visible label first', () => {
  useSandbox();

  it('a centre card: "Select and continue, {centre}"', async () => {
    renderWithProviders(<CentreList chosenSlug={undefined} />);
    const centres = await screen.findByRole('list', { name: 'Centres' }, { timeout: 4000 });
    const link = within(centres).getByRole('link', { name: 'Select and continue, Bath Sports & Leisure' });
    expect(link).toHaveTextContent(/^Select and continue$/);
    expect(link).toHaveAttribute('href', '/centre/bath-sports');
  });

  it('a membership card: "Choose this membership, {membership}" and "View details of {membership}"', async () => {
    renderApp(OnlineJoiningApp, '/centre/manchester-aquatics');
    const list = await screen.findByRole('list', { name: 'Memberships' }, { timeout: 4000 });
    const card = within(list).getByRole('heading', { name: 'Gym Anywhere' }).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Choose this membership, Gym Anywhere' })).toHaveTextContent(
      /^Choose this membership$/,
    );
    expect(within(card).getByRole('button', { name: 'View details of Gym Anywhere' })).toHaveTextContent(
      /^View details$/,
    );
  });
});
