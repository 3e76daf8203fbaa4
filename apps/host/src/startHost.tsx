import { createRoot } from 'react-dom/client';
import { getConfig } from '@leisure/config';
import { chooseFrontEnd } from './chooseFrontEnd.ts';
import { loadHostRoot } from './HostRoot.tsx';

/** Picks the front end from the sub-domain, loads it and renders it into #root. */
export function startHost(): void {
  const config = getConfig();
  const app = chooseFrontEnd(
    window.location,
    { domain: config.cookies.domain, labels: config.subdomains },
    import.meta.env.DEV,
  );
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  void loadHostRoot(app, window.location.pathname).then((HostRoot) => createRoot(root).render(<HostRoot />));
  // Repeat visits from the cache, and offline (docs/decisions/0037); a development server has no worker to register.
  if (app && import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./serviceWorker.ts').then(({ registerServiceWorker }) => registerServiceWorker(app));
  }
}
