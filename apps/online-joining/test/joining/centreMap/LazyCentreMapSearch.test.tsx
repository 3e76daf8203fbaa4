import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JoiningVenue } from '@leisure/api-contract/browser';
import { renderWithProviders, keepVenueMapOffScreen } from '@leisure/app-store/testing';
import { LazyCentreMapSearch } from '../../../src/features/joining/centreMap/components/LazyCentreMapSearch.tsx';
import { useSandbox } from '../../support/sandboxApi.ts';

// The search itself is @leisure/venue-search's, tested there; this is what joining makes of it.
function centre(id: number, name: string, lat: number, lng: number): JoiningVenue {
  return {
    id,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    placeType: 'leisure_centre',
    address1: `1 ${name} Road`,
    address2: null,
    town: 'Leeds',
    postcode: 'LS1 1AA',
    lat,
    lng,
    canDisplayIneligibleMemberships: false,
    ddProviderNeedsBillingAddress: false,
  };
}
const leedsCentral = centre(1, 'Leeds Central', 53.7997, -1.5492);
const york = centre(2, 'York Barbican', 53.9533, -1.0749);

// The map stays off screen: the list is what joining configures.
keepVenueMapOffScreen();

describe('LazyCentreMapSearch', () => {
  useSandbox();

  it('names centres, shows each address and hands the chosen centre over with Select and continue', async () => {
    const onSelectCentre = vi.fn();
    renderWithProviders(<LazyCentreMapSearch centres={[york, leedsCentral]} onSelectCentre={onSelectCentre} />);
    const box = await screen.findByRole('textbox', { name: 'Search town, postcode or centre name' });
    expect(screen.getByRole('search', { name: 'Centres' })).toContainElement(box);
    expect(screen.getByText('2 centres')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('list', { name: 'Centres' });
    expect(within(list).getByText('1 Leeds Central Road, Leeds, LS1 1AA')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Select and continue with Leeds Central' }));
    expect(onSelectCentre).toHaveBeenCalledWith(leedsCentral);
  });

  it('an empty search asks for a town, postcode or centre name', async () => {
    renderWithProviders(<LazyCentreMapSearch centres={[york]} onSelectCentre={() => undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a town, postcode or centre name');
  });
});
