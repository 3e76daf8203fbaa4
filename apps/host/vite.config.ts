import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One dev server for the three sub-domains: Chromium resolves *.leisure.localhost to loopback, and Vite refuses
// Host headers it does not know unless allowed (facts.md). 127.0.0.1 rather than "localhost" so that Node-side
// tools (Playwright's readiness check) reach it without resolving a name.
const server = { host: '127.0.0.1', port: 5173, strictPort: true, allowedHosts: ['.localhost'] };

export default defineConfig({
  plugins: [react()],
  server,
  preview: server,
  build: {
    // The size check reads the manifest to find each app's first-load chunks.
    manifest: true,
    target: 'es2023',
  },
});
