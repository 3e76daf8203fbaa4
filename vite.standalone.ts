/**
 * The Vite settings a front end has when it runs alone (`pnpm dev` in its folder), on any *.localhost name; the host
 * entry, apps/host, serves all three together on 5173. Each front end adds its plugins and says its port.
 * Plain values, no imports: the repository root installs no Vite.
 */
export function standaloneFrontEnd(port: number) {
  const server = { host: '127.0.0.1', port, strictPort: true, allowedHosts: ['.localhost'] };
  return { server, preview: server, build: { target: 'es2023' } };
}
