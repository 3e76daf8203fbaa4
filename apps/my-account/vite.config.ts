import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Standalone: this front end alone, on any *.localhost name (the host entry, apps/host, serves all three on 5173).
const server = { host: '127.0.0.1', port: 5182, strictPort: true, allowedHosts: ['.localhost'] };

export default defineConfig({
  plugins: [react()],
  server,
  preview: server,
  build: { target: 'es2023' },
});
