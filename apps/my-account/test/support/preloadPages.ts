import { beforeAll } from 'vitest';

/**
 * Loads pages' code before a file's first test. A page's code loads on demand, and compiling it the first time can
 * take longer than a find's 5 s on a loaded machine; loaded once here, every test waits only for the page's data.
 */
export function preloadPages(...pages: { preload(): Promise<unknown> }[]): void {
  // Nothing is returned: Vitest would call a returned function as the hook's teardown.
  beforeAll(async () => {
    await Promise.all(pages.map((page) => page.preload()));
  }, 60_000);
}
