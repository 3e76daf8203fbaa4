import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { securityHeaders, type CspSources } from './cspPolicy.ts';

/** The file a build writes beside index.html for each header the production web server must send with it. */
export const headerFile = (header: string) => `${header.toLowerCase()}.txt`;

/** The policy's file: content-security-policy.txt. */
export const POLICY_FILE = headerFile('Content-Security-Policy');

/** A navigation (or a frame's) wants a document: the SPA answers index.html for it. Scripts and assets need none. */
const wantsDocument = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');

function sendHeaders(headers: Record<string, string>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (wantsDocument(req)) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}

/**
 * Serves the policy and its Reporting-Endpoints on index.html in `vite` (dev) and `vite preview`, and writes each
 * into the build for production. In dev the inline scripts Vite and @vitejs/plugin-react inject carry html.cspNonce,
 * a random value per server start (not per response: index.html is transformed once per request, but the dev
 * server is local only). Headers, not a meta tag, in dev too: report-to and frame-ancestors do nothing in a meta
 * policy.
 */
export function contentSecurityPolicyPlugin(sources: CspSources): Plugin {
  const devNonce = randomBytes(16).toString('base64');
  return {
    name: 'leisure:content-security-policy',
    config(_config, { command, isPreview }) {
      if (command === 'serve' && !isPreview) return { html: { cspNonce: devNonce } };
    },
    // Every `vite build` is one that could be deployed, whatever its mode: its policy is checked as production's
    // before anything is bundled (decision 0830).
    configResolved({ command }) {
      if (command === 'build') securityHeaders(sources, { production: true });
    },
    configureServer(server) {
      server.middlewares.use(sendHeaders(securityHeaders(sources, { nonce: devNonce })));
    },
    configurePreviewServer(server) {
      server.middlewares.use(sendHeaders(securityHeaders(sources, { production: true })));
    },
    generateBundle() {
      for (const [header, value] of Object.entries(securityHeaders(sources, { production: true }))) {
        this.emitFile({ type: 'asset', fileName: headerFile(header), source: `${value}\n` });
      }
    },
  };
}
