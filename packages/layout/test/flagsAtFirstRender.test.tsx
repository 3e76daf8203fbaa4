import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { makeStore, type SessionFlags } from '@leisure/app-store';
import { createTestEnvironment, renderApp } from '@leisure/app-store/testing';
import { createFrontEndProviders } from '../src/app/createFrontEndProviders.tsx';
import type { FrontEndId } from '../src/crossApp/frontEnds.ts';
import { useFrontEnd } from '../src/frontEnd/frontEndContext.ts';
import { PageLayout } from '../src/page/PageLayout.tsx';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

interface FirstCommit {
  siteHeader: boolean;
  kioskBar: boolean;
}

/**
 * A page of `app` at `url`, as the app renders it: its providers (store, router, theme), the layout, and a probe
 * that writes down the flags of every render and the DOM of the first commit, before any effect of the page.
 */
async function openPage(app: FrontEndId, url: string) {
  const renders: SessionFlags[] = [];
  let firstCommit: FirstCommit | null = null;
  function Probe() {
    renders.push(useFrontEnd().flags);
    useLayoutEffect(() => {
      const header = (selector: string) => document.querySelector(`header ${selector}`) !== null;
      firstCommit ??= { siteHeader: header('nav[aria-label="Main"]'), kioskBar: header('a[href*="/kiosk"]') };
    }, []);
    return <h1>Page</h1>;
  }
  const Providers = createFrontEndProviders(app, {
    createStore: () => makeStore(createTestEnvironment({ apiBaseUrl })),
  });
  renderApp(
    () => (
      <Providers>
        <PageLayout logoUrl={undefined} loggedIn={false} basketCount={0} onLogOut={() => {}} footer={null}>
          <Probe />
        </PageLayout>
      </Providers>
    ),
    url,
  );
  await screen.findByRole('heading', { name: 'Page' });
  return { renders, firstCommit: firstCommit as FirstCommit | null };
}

// docs/product/modes.md D16, D17; decisions 0916 and 0833: the flags of the address a page opens with hold from its
// very first render, so nothing is painted (or tapped) outside kiosk mode.
describe('the site flags at the first render', () => {
  useSandbox();

  it('the kiosk home, /kiosk?centre=…: kiosk mode and the centre from the first render, the kiosk bar first', async () => {
    const { renders, firstCommit } = await openPage('onlineJoining', '/kiosk?centre=bath-sports');
    expect(renders[0]).toEqual({ kiosk: true, embedded: false, centre: 'bath-sports' });
    expect(firstCommit).toEqual({ siteHeader: false, kioskBar: true });
  });

  it.each(['/kiosk?kiosk=false&centre=bath-sports', '/kiosk/?centre=bath-sports'])(
    'the kiosk home is a kiosk whatever its query says, and stays one: %s',
    async (url) => {
      const { renders } = await openPage('onlineJoining', url);
      expect(renders.map((flags) => flags.kiosk)).not.toContain(false);
    },
  );

  it.each<FrontEndId>(['bookings', 'myAccount', 'onlineJoining'])(
    '%s opened with ?kiosk=true&centre=…: both from the first render',
    async (app) => {
      const { renders, firstCommit } = await openPage(app, '/?kiosk=true&centre=bath-sports');
      expect(renders[0]).toEqual({ kiosk: true, embedded: false, centre: 'bath-sports' });
      expect(firstCommit).toEqual({ siteHeader: false, kioskBar: true });
    },
  );

  it('a path called /kiosk elsewhere is not a kiosk', async () => {
    const { renders } = await openPage('bookings', '/kiosk');
    expect(renders[0]).toEqual({ kiosk: false, embedded: false, centre: null });
  });
});
