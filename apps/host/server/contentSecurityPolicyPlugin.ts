import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, type CspSources } from './cspPolicy.ts';

/** The file a build writes beside index.html: the header the production web server must send with it. */
export const POLICY_FILE = 'content-security-policy.txt';

/** A navigation (or a frame's) wants a document: the SPA answers index.html for it. Scripts and assets need none. */
const wantsDocument = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');

function sendPolicy(policy: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (wantsDocument(req)) res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

/**
 * Serves the policy on index.html in `vite` (dev) and `vite preview`, and writes it into the build for production.
 * In dev the inline scripts Vite and @vitejs/plugin-react inject carry html.cspNonce, a random value per server
 * start (not per response: index.html is transformed once per request, but the dev server is local only).
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
      if (command === 'build') contentSecurityPolicy(sources, { production: true });
    },
    configureServer(server) {
      server.middlewares.use(sendPolicy(contentSecurityPolicy(sources, { nonce: devNonce })));
    },
    configurePreviewServer(server) {
      server.middlewares.use(sendPolicy(contentSecurityPolicy(sources, { production: true })));
    },
    generateBundle() {
      const policy = contentSecurityPolicy(sources, { production: true });
      this.emitFile({ type: 'asset', fileName: POLICY_FILE, source: `${policy}\n` });
    },
  };
}
