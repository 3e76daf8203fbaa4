import { afterAll, describe, expect, it } from 'vitest';
import { contract, type Theme } from '@leisure/api-contract';
import { createSandbox } from '../../src/app.ts';
import { inProcessCaller } from '../support/apiCaller.ts';
import { useSandbox } from '../support/useSandbox.ts';
import { letteringOn } from '../../src/features/site/webAppIcon.ts';

// Issue 24, an installable app: each front end's web app manifest, with the operator's name and the default
// theme's colours, and the app icon it lists, which the sandbox draws itself.
const { api } = useSandbox();

interface WireIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
/** The manifest as the browser reads it: the manifest's own keys, not wrapped in `data`. */
interface WireManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: WireIcon[];
}

const manifestPath = (app: string) => `/api/frontend/web-app-manifest/${app}`;
const manifestOf = async (app: string) => {
  const result = await api.call(contract.site.getWebAppManifest, { params: { app } });
  return { ...result, wire: result.wire as WireManifest };
};
const defaultTheme = async (): Promise<Theme> => (await api.call(contract.site.getTheme)).json.data;

/**
 * Problems that keep `xml` from being well-formed (the sandbox has no XML parser among its dependencies): tags nest
 * and close, attribute values are quoted and hold no "<", every "&" starts an entity, and there is one root element.
 */
function wellFormednessProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let roots = 0;
  const tokens =
    /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const token of xml.matchAll(tokens)) {
    const [, closing, name, attributes, selfClosing, text, stray] = token;
    if (stray) {
      problems.push(`a stray "<" at ${token.index}`);
      continue;
    }
    for (const bare of (text ?? attributes ?? '').matchAll(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/g)) {
      problems.push(`a bare "&" at ${token.index + bare.index}`);
    }
    if (text !== undefined) {
      if (open.length === 0 && text.trim()) problems.push(`text outside the root element: ${text.trim()}`);
    } else if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes no open <${name}>`);
    } else {
      if (open.length === 0) roots += 1;
      if (!selfClosing) open.push(name!);
    }
  }
  if (open.length > 0) problems.push(`unclosed: ${open.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

const lettering = (svg: string) => /<text [^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
const attribute = (svg: string, element: string, name: string) =>
  new RegExp(`<${element} [^>]*\\b${name}="([^"]*)"`).exec(svg)?.[1];

describe("the front ends' web app manifests", () => {
  it.each([
    ['bookings', 'Brightwater Leisure Bookings', 'Bookings'],
    ['my-account', 'Brightwater Leisure My account', 'My account'],
    ['online-joining', 'Brightwater Leisure Join', 'Join'],
  ])('makes %s installable as "%s", "%s" under its icon', async (app, name, shortName) => {
    const { status, wire, headers } = await manifestOf(app);
    expect(status).toBe(200);
    expect(wire).toEqual({
      name,
      short_name: shortName,
      description: expect.stringContaining('Brightwater Leisure'),
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: (await defaultTheme()).themeAppHeaderBgColour,
      icons: [
        { src: '/api/frontend/web-app-icon/any.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/api/frontend/web-app-icon/maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    });
    expect(wire.short_name.length).toBeLessThanOrEqual(12);
    // implement() always answers application/json; browsers read a manifest whatever its JSON type.
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('names a theme colour that is the default theme’s header, whichever venue’s brand differs', async () => {
    const salford: Theme = (await api.call(contract.site.getTheme, { query: { venue: 'salford-quays' } })).json.data;
    const { wire } = await manifestOf('bookings');
    expect(wire.theme_color).toBe('#262731');
    expect(salford.themeAppHeaderBgColour).not.toBe(wire.theme_color);
  });

  it.each(['kiosk', 'Bookings', 'bookings.json'])(
    'answers 404 with a message for an unknown front end (%s)',
    async (app) => {
      const { status, json, headers } = await manifestOf(app);
      expect(status).toBe(404);
      expect(json).toEqual({
        message: 'Unable to complete request, item not found.',
        errors: { app: ['App must be one of: bookings, my-account, online-joining.'] },
      });
      expect(headers.get('cache-control')).toBeNull();
    },
  );
});

describe('the app icon the manifests list', () => {
  it('resolves to a path on the origin that served the manifest, the front end’s own in production', async () => {
    const { wire } = await manifestOf('my-account');
    const page = 'https://account.operator.example';
    for (const icon of wire.icons) {
      expect(new URL(icon.src, `${page}${manifestPath('my-account')}`).origin).toBe(page);
      expect(new URL(icon.src, `${api.origin}${manifestPath('my-account')}`).origin).toBe(api.origin);
    }
  });

  it.each(['any', 'maskable'])(
    'serves the %s icon as a valid SVG with the operator’s initials in white',
    async (purpose) => {
      const theme = await defaultTheme();
      const icon = (await manifestOf('bookings')).wire.icons.find((listed) => listed.purpose === purpose)!;
      const response = await fetch(new URL(icon.src, `${api.origin}${manifestPath('bookings')}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await response.text();
      expect(wellFormednessProblems(svg)).toEqual([]);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="512" viewBox="0 0 512 512">/,
      );
      expect(svg).not.toMatch(/<script|href=|<image|<foreignObject/i);
      expect(lettering(svg)).toBe('BL');
      expect(attribute(svg, 'text', 'fill')).toBe('#FFFFFF');
      expect(attribute(svg, 'rect', 'fill')).toBe(theme.themeAppPrimaryColour);
      expect(svg).toContain('<title>Brightwater Leisure</title>');
    },
  );

  it('draws the maskable icon full bleed, its initials inside the safe zone (the central 80%)', async () => {
    const [any, maskable] = await Promise.all(
      ['any', 'maskable'].map(async (purpose) =>
        (await fetch(`${api.origin}/api/frontend/web-app-icon/${purpose}.svg`)).text(),
      ),
    );
    expect(attribute(any!, 'rect', 'rx')).toBeDefined();
    expect(maskable).toMatch(/<rect width="512" height="512" fill="#[0-9A-Fa-f]{6}"\/>/);
    const size = Number(attribute(maskable!, 'text', 'font-size'));
    expect(attribute(maskable!, 'text', 'x')).toBe('256');
    expect(attribute(maskable!, 'text', 'text-anchor')).toBe('middle');
    // Two of Arial Bold's widest capitals ("WW", 0.944 em each) and its capital height (0.716 em), centred.
    const corner = Math.hypot(0.944 * size, (0.716 * size) / 2);
    expect(corner).toBeLessThanOrEqual(0.4 * 512);
    expect(Math.abs(Number(attribute(maskable!, 'text', 'y')) - (256 + (0.716 * size) / 2))).toBeLessThanOrEqual(1);
  });

  it('answers 304 to a browser that has the icon, and 404 for an icon there is not', async () => {
    const first = await fetch(`${api.origin}/api/frontend/web-app-icon/any.svg`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${api.origin}/api/frontend/web-app-icon/any.svg`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    for (const file of ['round.svg', 'any', 'any.png']) {
      const missing = await fetch(`${api.origin}/api/frontend/web-app-icon/${file}`);
      expect(missing.status, file).toBe(404);
      expect(await missing.json()).toEqual({ message: 'Unable to complete request, item not found.' });
    }
  });
});

describe('an operator name with markup in it', () => {
  const sandbox = createSandbox();
  const caller = inProcessCaller(sandbox);
  const name = `<Tom> & "Jerry's" Pools`;
  sandbox.services.db.prepare('UPDATE clients SET name = ? WHERE id = 1').run(name);
  afterAll(async () => {
    await sandbox.settled();
    sandbox.services.db.close();
  });

  it('is the manifest’s name as it is (JSON needs no more)', async () => {
    const { status, wire } = await caller.call(contract.site.getWebAppManifest, { params: { app: 'online-joining' } });
    expect(status).toBe(200);
    expect((wire as WireManifest).name).toBe(`${name} Join`);
  });

  it.each(['any', 'maskable'])('is escaped in the %s icon, which stays well-formed', async (purpose) => {
    const response = await sandbox.fetch(new Request(`http://sandbox.test/api/frontend/web-app-icon/${purpose}.svg`));
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(wellFormednessProblems(svg)).toEqual([]);
    expect(svg).toContain('<title>&lt;Tom&gt; &amp; &quot;Jerry&#39;s&quot; Pools</title>');
    expect(svg).not.toContain('<Tom>');
    expect(lettering(svg)).toBe('TJ');
  });
});

describe('the icon’s lettering (docs/decisions/0037)', () => {
  it.each([
    ['#8C59F8', '#FFFFFF'],
    ['#262731', '#FFFFFF'],
    ['#E4002B', '#FFFFFF'],
    ['#FFB81C', '#1D1D25'],
    ['#FFFFFF', '#1D1D25'],
    ['#7FD3F7', '#1D1D25'],
  ])('on %s is %s, whichever reads better', (fill, text) => expect(letteringOn(fill)).toBe(text));
});
