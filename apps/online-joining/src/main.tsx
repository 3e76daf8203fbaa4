import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnlineJoiningApp } from './app/App.tsx';

// Standalone: this front end alone (vite.config.ts); the host entry serves all three by sub-domain.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <OnlineJoiningApp />
  </StrictMode>,
);
