import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../src/index.ts';
import { renderApp } from '@leisure/app-store/testing';
import { venuesByName } from '@leisure/test-support';
import { useSandbox } from './support/sandboxApi.ts';

describe('OnlineJoiningApp', () => {
  const { sandbox } = useSandbox();
  const joiningCentres = () => venuesByName(sandbox());

  it('the joining page: "Online Joining", the centres that sell online, breadcrumbs home to bookings', async () => {
    renderApp(OnlineJoiningApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Joining' })).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Online Joining');
    const centres = await screen.findByRole('list', { name: 'Centres' });
    expect(within(centres).getAllByRole('listitem').length).toBeGreaterThan(0);
    // jsdom has no WebGL: the map says so and points to the list, which still offers every centre.
    expect(await screen.findByText('The map could not be shown. Every centre is in the list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      `http://bookings.leisure.localhost:${window.location.port}/`,
    );
  });

  it("choosing a centre from the map search's list opens /centre/{slug} with the centre section completed", async () => {
    const user = userEvent.setup();
    renderApp(OnlineJoiningApp);
    // jsdom cannot draw the map (it shows a fallback); the results list beside it is the full alternative.
    const centres = await screen.findByRole('list', { name: 'Centres' });
    const first = within(centres).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Select and continue with ${name}` }));
    // docs/product/joining.md D8: the centre section is collapsed under the centre's name with Edit; membership is open.
    expect(await screen.findByRole('button', { name: 'Edit Choose your home centre' })).toBeInTheDocument();
    expect(screen.getAllByText(name, { exact: true }).length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Choose your membership' })).toBeVisible();
    expect(joiningCentres().some((centre) => window.location.pathname === `/centre/${centre.slug}`)).toBe(true);
  });

  it('embedded: no header, footer or breadcrumbs', async () => {
    renderApp(OnlineJoiningApp, '/?embedded=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Joining' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /breadcrumb/i })).not.toBeInTheDocument();
  });
});
