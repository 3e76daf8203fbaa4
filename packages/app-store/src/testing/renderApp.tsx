import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';

/** Renders a whole front end, as the host does, at `url` (the app's BrowserRouter reads the page's address). */
export function renderApp(App: ComponentType, url = '/'): RenderResult {
  window.history.replaceState(null, '', url);
  return render(<App />);
}
