import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../src/index.ts';
import { renderApp } from './support/renderApp.tsx';
import { useSandbox } from './support/sandboxApi.ts';

describe('OnlineJoiningApp', () => {
  const { sandbox } = useSandbox();
  const joiningCentres = () =>
    sandbox().services.db.prepare('SELECT slug, name FROM venues ORDER BY name').all() as {
      slug: string;
      name: string;
    }[];

  it('the joining page: "Online Joining", the centres that sell online, breadcrumbs home to bookings', async () => {
    renderApp(OnlineJoiningApp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Online Joining' })).toBeInTheDocument();
    expect(document.title).toBe('Brightwater Leisure | Online Joining');
    const centres = await screen.findByRole('list', { name: 'Centres' });
    expect(within(centres).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      `http://bookings.leisure.localhost:${window.location.port}/`,
    );
  });

  it('choosing a centre opens /centre/{slug} with that centre marked', async () => {
    const user = userEvent.setup();
    renderApp(OnlineJoiningApp);
    const centres = await screen.findByRole('list', { name: 'Centres' });
    const first = within(centres).getAllByRole('listitem')[0]!;
    const name = within(first).getByRole('heading').textContent ?? '';
    await user.click(within(first).getByRole('link', { name: `Choose ${name}` }));
    const chosen = await screen.findByText('Your chosen centre');
    expect(chosen.closest('li')).toHaveAttribute('aria-current', 'true');
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
