import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a front end into index.html's #root, in StrictMode: the entry of an app served on its own. */
export function mountApp(app: ReactNode): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
