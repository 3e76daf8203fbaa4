import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@leisure/app-store';
import { createTestEnvironment, renderApp } from '@leisure/app-store/testing';
import { createFrontEndProviders } from '../src/app/createFrontEndProviders.tsx';
import type { FrontEndId } from '../src/crossApp/frontEnds.ts';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

// jsdom lays nothing out and does not scroll: window.scrollTo moves scrollY, as a browser with a long page would.
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function Timetable() {
  const [, setParams] = useSearchParams();
  return (
    <>
      <h1>Timetable</h1>
      <button type="button" onClick={() => setParams({ date: '2026-12-06' }, { replace: true })}>
        Tomorrow
      </button>
      <Link to="/checkout">Checkout</Link>
      <Link to="/checkout#pay">Checkout, at Pay</Link>
    </>
  );
}

function Checkout() {
  return (
    <>
      <h1>Checkout</h1>
      <h2 id="pay">Pay</h2>
    </>
  );
}

/** A front end of two pages, in the providers every front end runs in, scrolled 612 px down the first. */
async function openTimetable(app: FrontEndId) {
  const Providers = createFrontEndProviders(app, {
    createStore: () => makeStore(createTestEnvironment({ apiBaseUrl })),
  });
  renderApp(
    () => (
      <Providers>
        <Routes>
          <Route path="/" element={<Timetable />} />
          <Route path="/checkout" element={<Checkout />} />
        </Routes>
      </Providers>
    ),
    '/',
  );
  await screen.findByRole('heading', { name: 'Timetable' });
  // The scroll keeper loads just after the first render; once it runs, the browser's own restoration is off.
  await vi.waitFor(() => expect(window.history.scrollRestoration).toBe('manual'));
  act(() => scrollTo(612));
}

// docs/decisions/0026: a new page starts at the top; Back goes back to where the old one was left.
describe('the scroll position on a route change', () => {
  useSandbox();
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => scrollTo(y)) as typeof window.scrollTo);
    sessionStorage.clear();
    // Every browser has it; jsdom does not.
    Object.defineProperty(window.history, 'scrollRestoration', { value: 'auto', writable: true, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it.each<FrontEndId>(['bookings', 'myAccount', 'onlineJoining'])(
    '%s: a new page opens at the top, and Back restores the old position',
    async (app) => {
      await openTimetable(app);
      await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
      await screen.findByRole('heading', { name: 'Checkout' });
      expect(window.scrollY).toBe(0);

      act(() => window.history.back());
      await screen.findByRole('heading', { name: 'Timetable' });
      await vi.waitFor(() => expect(window.scrollY).toBe(612));
    },
  );

  it('a link to a part of a page opens there', async () => {
    const scrolledTo: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.id);
    });
    await openTimetable('bookings');
    await userEvent.click(screen.getByRole('link', { name: 'Checkout, at Pay' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect(scrolledTo).toEqual(['pay']);
  });

  it('a change of the query alone (a day tab, a filter) keeps the position', async () => {
    await openTimetable('bookings');
    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(window.location.search).toBe('?date=2026-12-06');
    expect(window.scrollY).toBe(612);
  });
});
