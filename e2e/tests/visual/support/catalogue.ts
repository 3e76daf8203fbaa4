import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * The UI kit's catalogue as `pnpm --filter @leisure/ui catalogue` builds it (Storybook's static output, kept out of
 * git in packages/ui/node_modules/.catalogue: docs/decisions/0019).
 */
export const catalogueDir = fileURLToPath(new URL('../../../../packages/ui/node_modules/.catalogue/', import.meta.url));

/** The venue themes the catalogue's toolbar offers (packages/ui/.storybook/venueThemes.ts). */
export const catalogueThemes = ['brightwater', 'manchester'] as const;

export interface CatalogueStory {
  id: string;
  title: string;
  name: string;
}

/**
 * Every story of the built catalogue by section (the first part of its title: Actions, Forms, Dialogs…), in the
 * catalogue's order; none when it has not been built.
 */
export function catalogueSections(): Map<string, CatalogueStory[]> {
  const sections = new Map<string, CatalogueStory[]>();
  const index = join(catalogueDir, 'index.json');
  if (!existsSync(index)) return sections;
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as {
    entries: Record<string, CatalogueStory & { type: string }>;
  };
  for (const { type, id, title, name } of Object.values(entries)) {
    if (type !== 'story') continue;
    const section = title.split('/')[0]!;
    sections.set(section, [...(sections.get(section) ?? []), { id, title, name }]);
  }
  return sections;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built catalogue on 127.0.0.1 at a port the system picks, so runs side by side never collide. Hashed
 * assets are cached by the browser, so each story after the first loads only its HTML.
 */
export async function startCatalogueServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://catalogue').pathname);
    const file = normalize(join(catalogueDir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(catalogueDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type StorybookWindow = Window & {
  __STORYBOOK_PREVIEW__?: {
    storyRenders?: Array<{ id?: string; phase?: string }>;
    channel?: { emit(event: string, payload: unknown): void };
  };
};

/**
 * Waits until Storybook has rendered `storyId` (else the story on show) and run its play function (a focus): the
 * render's phase says so.
 */
async function storyRendered(page: Page, storyId?: string): Promise<void> {
  const phase = await page.waitForFunction((id) => {
    const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyRenders?.at(-1);
    if (!render || (id !== undefined && render.id !== id)) return false;
    return ['finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
  }, storyId);
  const outcome = await phase.jsonValue();
  if (outcome !== 'finished') throw new Error(`The story ${storyId ?? 'on show'} did not render (${String(outcome)})`);
  // Lazy chunks (a toast's card) and the venue's fonts.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Opens Storybook's preview (its iframe, no manager around it) on `storyId`. */
export async function openCatalogue(page: Page, origin: string, storyId: string): Promise<void> {
  const query = new URLSearchParams({ id: storyId, viewMode: 'story' });
  await page.goto(`${origin}/iframe.html?${query.toString()}`);
  await storyRendered(page, storyId);
}

/** Draws the story on show, and every one shown after it, in `theme`, as the catalogue's toolbar does. */
export async function useTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((venueTheme) => {
    const channel = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.channel;
    if (!channel) throw new Error('No Storybook preview in this page');
    channel.emit('updateGlobals', { globals: { venueTheme } });
  }, theme);
  // The catalogue's decorator marks the page with the theme it drew (packages/ui/.storybook/preview.tsx).
  await page.locator(`html[data-venue-theme="${theme}"]`).waitFor({ state: 'attached' });
  await storyRendered(page);
}

/**
 * Shows another story in the open preview, as the catalogue's sidebar does (no page load: a load per story took
 * about a second on a 2-core machine), and waits until it has rendered.
 */
export async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const channel = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.channel;
    if (!channel) throw new Error('No Storybook preview in this page');
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await storyRendered(page, storyId);
}
