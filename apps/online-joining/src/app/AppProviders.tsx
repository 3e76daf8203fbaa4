import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppToasts } from '@leisure/app-store';
import { FrontEndProvider, RouterLinkProvider, SessionSync } from '@leisure/layout';
import { ThemeGate } from '@leisure/theme';
import { createOnlineJoiningStore } from './store.ts';

/** Store, router, links, this front end's place among the three, and the venue's theme. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(createOnlineJoiningStore);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <FrontEndProvider app="onlineJoining">
          <RouterLinkProvider>
            <SessionSync />
            <ThemeGate>
              {children}
              <AppToasts />
            </ThemeGate>
          </RouterLinkProvider>
        </FrontEndProvider>
      </BrowserRouter>
    </Provider>
  );
}
