import { existsSync } from 'node:fs';

/**
 * The Chromium the e2e tests drive: CHROMIUM_PATH (set by scripts/test.sh), else Debian's headless shell (what
 * Playwright runs headless tests in, and quicker on a 2-core machine: decision 0007), else Debian's full
 * /usr/bin/chromium, else Playwright's own download (`playwright install chromium`). Playwright's CDN is not always
 * reachable, which is why a system Chromium comes first.
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((browser) => existsSync(browser));
}

/** Quiet, headless-friendly flags; --no-sandbox only when running as root, where Chromium refuses to start otherwise. */
export function chromiumArgs(): string[] {
  const args = [
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  if (process.getuid?.() === 0) args.unshift('--no-sandbox');
  return args;
}
