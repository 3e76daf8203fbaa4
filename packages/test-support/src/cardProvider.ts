import { afterEach, beforeEach } from 'vitest';
import { http } from 'msw';
// Tests only: the sandbox's own card provider answers in process.
import type { Sandbox } from '@leisure/sandbox-api';
import type { SetupServer } from 'msw/node';

/** The in-process sandbox's card provider origin (its test settings). */
export const providerOrigin = 'http://127.0.0.1:4020';

/**
 * The sandbox's card provider, in process, for the checkout tests of online joining and bookings: its origin answered
 * by the sandbox's provider handler, and its script run when the checkout adds the <script> element (jsdom fetches no
 * external scripts), as a browser would run it.
 */
export function useCardProvider(sandbox: () => Sandbox, server: SetupServer): void {
  let observer: MutationObserver | undefined;
  beforeEach(() => {
    server.use(http.all(`${providerOrigin}/*`, ({ request }) => sandbox().providerFetch(request)));
    observer = new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.startsWith(providerOrigin)) void runScript(node);
        }
      }
    });
    observer.observe(document.head, { childList: true });
  });
  afterEach(() => {
    observer?.disconnect();
    delete (window as { SandboxCardProvider?: unknown }).SandboxCardProvider;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
}

async function runScript(script: HTMLScriptElement) {
  const source = await (await fetch(script.src)).text();
  // The provider's own script, run as the <script> element would run it.
  new Function(source)();
  script.dispatchEvent(new Event('load'));
}
