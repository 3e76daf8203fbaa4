/**
 * Renders the nginx configuration for a production build (docs/decisions/0834): site.conf (the server block an
 * operator includes), headers.conf (the headers every answer carries) and, for running it alone, nginx.conf.
 *
 *   node deploy/nginx/render.ts --out <folder>        settings from the environment (deploy/nginx/README.md)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMBED_ORIGINS_VARIABLE,
  embedOriginsProblem,
  isExactOrigin,
  splitEmbedOrigins,
} from '../../packages/config/src/embedOrigins.ts';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../..');

/** Debian's brotli filter (package libnginx-mod-http-brotli-filter), loaded when it is installed. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface SiteSettings {
  /** The production build: apps/host/dist, with the header files the build writes beside index.html. */
  dist: string;
  /** nginx's `listen` value: a port, or address:port. */
  listen: string;
  /** The parent domain of the three sub-domains (the build's VITE_COOKIE_DOMAIN). */
  domain: string;
  /** Each front end's sub-domain label (the build's VITE_SUBDOMAIN_*). */
  labels: { bookings: string; myAccount: string; onlineJoining: string };
  /** The API's origin, where /api/ and /maps/ are proxied, paths kept (decision 0826); empty: served elsewhere. */
  apiUpstream: string;
  /** Origins allowed to frame the product (the embedded mode, VITE_EMBED_ORIGINS: docs/decisions/0640); empty: none. */
  frameAncestors: string[];
  /** The Strict-Transport-Security value. */
  hsts: string;
  brotli: boolean;
}

type Env = Record<string, string | undefined>;

/** The settings from the environment, with the defaults of a local run (deploy/nginx/README.md lists them). */
export function settingsFromEnv(env: Env = process.env): SiteSettings {
  // One setting feeds frame-ancestors here and the page's height messages in the build (docs/decisions/0640): an
  // old separate one is refused rather than ignored, since ignoring it would silently stop every embedding site.
  if (env.LEISURE_FRAME_ANCESTORS?.trim())
    throw new Error(
      `LEISURE_FRAME_ANCESTORS is now ${EMBED_ORIGINS_VARIABLE}: give the same value to the build and to this renderer`,
    );
  const dist = env.LEISURE_DIST || join(repoRoot, 'apps/host/dist');
  const brotli = env.LEISURE_BROTLI ?? 'auto';
  if (!['auto', 'on', 'off'].includes(brotli))
    throw new Error(`LEISURE_BROTLI must be auto, on or off (got "${brotli}")`);
  return {
    dist: isAbsolute(dist) ? dist : resolve(dist),
    listen: env.LEISURE_LISTEN || '127.0.0.1:8080',
    domain: env.LEISURE_DOMAIN || env.VITE_COOKIE_DOMAIN || 'leisure.localhost',
    labels: {
      bookings: env.VITE_SUBDOMAIN_BOOKINGS || 'bookings',
      myAccount: env.VITE_SUBDOMAIN_MY_ACCOUNT || 'my-account',
      onlineJoining: env.VITE_SUBDOMAIN_ONLINE_JOINING || 'online-joining',
    },
    apiUpstream: env.LEISURE_API_UPSTREAM ?? 'http://127.0.0.1:4010',
    frameAncestors: embedOriginsFrom(env[EMBED_ORIGINS_VARIABLE] ?? ''),
    hsts: env.LEISURE_HSTS || 'max-age=63072000; includeSubDomains',
    brotli: brotli === 'on' || (brotli === 'auto' && existsSync(BROTLI_MODULE)),
  };
}

/** The exact origins of VITE_EMBED_ORIGINS, checked as the build checks them (packages/config). */
function embedOriginsFrom(text: string): string[] {
  const { origins, refused } = splitEmbedOrigins(text);
  const problem = embedOriginsProblem(refused);
  if (problem) throw new Error(`${EMBED_ORIGINS_VARIABLE} ${problem}`);
  return origins;
}

/** An nginx string: quoted, with nothing that could end the directive or be read as a variable. */
export function nginxString(value: string, name: string): string {
  if (/[$"\\\p{Cc}]/u.test(value)) throw new Error(`${name} must not hold "$", quotes, backslashes or line breaks`);
  return `"${value}"`;
}

function checked(pattern: RegExp, value: string, name: string, example: string): string {
  if (!pattern.test(value)) throw new Error(`${name} must look like ${example} (got "${value}")`);
  return value;
}

const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DOMAIN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i;

/** Origins allowed to frame us, checked one by one: a bad one must not widen the policy. */
function frameAncestorsSource(origins: string[]): string {
  if (origins.length === 0) return "'none'";
  const problem = embedOriginsProblem(origins.filter((origin) => !isExactOrigin(origin)));
  if (problem) throw new Error(`${EMBED_ORIGINS_VARIABLE} ${problem}`);
  return origins.join(' ');
}

/** The built policy with frame-ancestors from the settings: a header can say it, a meta tag cannot. */
export function contentSecurityPolicy(builtPolicy: string, frameAncestors: string[]): string {
  const directives = builtPolicy
    .trim()
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors(\s|$)/i.test(d));
  directives.push(`frame-ancestors ${frameAncestorsSource(frameAncestors)}`);
  return directives.join('; ');
}

function readBuilt(dist: string, file: string, required: boolean): string | undefined {
  const path = join(dist, file);
  if (!existsSync(path)) {
    if (required) throw new Error(`${path} is missing: build first (pnpm --filter @leisure/host run build)`);
    return undefined;
  }
  return readFileSync(path, 'utf8').trim();
}

/** headers.conf: every answer's security headers (`always`: error pages too). */
export function renderHeaders(settings: SiteSettings): string {
  const csp = contentSecurityPolicy(
    readBuilt(settings.dist, 'content-security-policy.txt', true)!,
    settings.frameAncestors,
  );
  const reportOnly = readBuilt(settings.dist, 'content-security-policy-report-only.txt', false);
  const reportingEndpoints = readBuilt(settings.dist, 'reporting-endpoints.txt', false);
  const header = (name: string, value: string) => `add_header ${name} ${nginxString(value, name)} always;`;
  return [
    '# Rendered by deploy/nginx/render.ts: the headers of every answer (docs/decisions/0834).',
    header('Content-Security-Policy', csp),
    // The build writes the endpoint as "name=\"url\"": quotes an nginx string cannot hold, so single ones here.
    ...(reportingEndpoints ? [`add_header Reporting-Endpoints '${reportingEndpoints.replace(/'/g, '')}' always;`] : []),
    ...(reportOnly ? [header('Content-Security-Policy-Report-Only', reportOnly)] : []),
    header('Strict-Transport-Security', settings.hsts),
    header('X-Content-Type-Options', 'nosniff'),
    header('Referrer-Policy', 'strict-origin-when-cross-origin'),
    // Venue search may ask where the visitor is; nothing else, and no framed page, may ask for anything.
    header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), usb=()'),
    header('Cross-Origin-Opener-Policy', 'same-origin'),
    '',
  ].join('\n');
}

/**
 * The headers of headers.conf an upstream answer may also carry, which must be said once: ours is sent, the
 * upstream's hidden. The policy is not among them: two policies are both enforced, so the API may narrow its own.
 */
const SINGLE_HEADERS = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
];

// Proxied answers carry every security header too (nosniff above all: an API answer must never be sniffed into a
// page or a script), as every other answer does (docs/decisions/0834).
const proxyLocation = (path: string, upstream: string, headersFile: string) => `
    location ${path} {
        include ${headersFile};
${SINGLE_HEADERS.map((name) => `        proxy_hide_header ${name};`).join('\n')}
        proxy_pass ${upstream};
        proxy_http_version 1.1;
        proxy_ssl_server_name on;
        proxy_set_header Connection "";
        proxy_set_header X-Forwarded-Host $http_host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
`;

/**
 * The API on the page's own origin (docs/decisions/0826): the token cookie goes with each call, and no call waits
 * for a CORS preflight. /maps/ too: the map's offline style sits beside the API, at its origin's root.
 */
function apiProxy(upstream: string, headersFile: string): string {
  if (!upstream) return '';
  checked(ORIGIN, upstream, 'LEISURE_API_UPSTREAM', 'http://127.0.0.1:4010 (an origin: paths are kept)');
  return proxyLocation('/api/', upstream, headersFile) + proxyLocation('/maps/', upstream, headersFile);
}

/** The query names that change an entry route's first screen (docs/decisions/0905). */
export const JOINING_MODE_NAMES = ['change', 'renew', 'embedded', 'kiosk'];
export const MODE_NAMES = ['embedded', 'kiosk'];

/**
 * A regex group matching `names` as the app reads them, decoded: each letter as itself or percent-encoded, in
 * either case of hex digit (`%6B` and `%6b` are both "k"), so `%6Biosk` is kiosk to the server as to URLSearchParams.
 * Names are lower-case letters: an encoded capital is another name to both (`%4Biosk` is "Kiosk").
 */
export function decodedNamePattern(names: string[]): string {
  const spelled = (name: string) =>
    [...name]
      .map((letter) => {
        if (!/^[a-z]$/.test(letter)) throw new Error(`A mode name is lower-case letters only (got "${name}")`);
        const hex = [...letter.charCodeAt(0).toString(16)]
          .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
          .join('');
        return `(?:${letter}|%${hex})`;
      })
      .join('');
  return `(?:${names.map(spelled).join('|')})`;
}

const BROTLI_BLOCK = `
    brotli on;
    brotli_comp_level 5;
    brotli_types text/css text/plain text/calendar application/javascript application/json application/geo+json image/svg+xml application/manifest+json;
`;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`No value for {{${key}}}`);
    return values[key]!;
  });
}

/** site.conf: the server block for the three sub-domains, and the default one that refuses every other host. */
export function renderSite(settings: SiteSettings, headersFile: string): string {
  const domain = checked(DOMAIN, settings.domain, 'LEISURE_DOMAIN', 'leisure.example.com');
  const host = (label: string, name: string) => `${checked(HOST_LABEL, label, name, 'bookings')}.${domain}`;
  return fill(readFileSync(join(here, 'site.conf.template'), 'utf8'), {
    BOOKINGS_HOST: host(settings.labels.bookings, 'VITE_SUBDOMAIN_BOOKINGS'),
    MY_ACCOUNT_HOST: host(settings.labels.myAccount, 'VITE_SUBDOMAIN_MY_ACCOUNT'),
    ONLINE_JOINING_HOST: host(settings.labels.onlineJoining, 'VITE_SUBDOMAIN_ONLINE_JOINING'),
    LISTEN: checked(/^(?:[\w.:[\]-]+:)?\d+(?: [a-z_ ]+)?$/i, settings.listen, 'LEISURE_LISTEN', '127.0.0.1:8080'),
    DIST: nginxString(settings.dist, 'LEISURE_DIST'),
    HEADERS_FILE: nginxString(headersFile, 'headers file'),
    BROTLI: settings.brotli ? BROTLI_BLOCK : '',
    API_PROXY: apiProxy(settings.apiUpstream, nginxString(headersFile, 'headers file')),
    JOINING_MODES: decodedNamePattern(JOINING_MODE_NAMES),
    MODES: decodedNamePattern(MODE_NAMES),
    // A TLS listen refuses the handshake for an unknown name: the refusing server has no certificate to offer.
    REJECT_TLS: /\bssl\b/.test(settings.listen) ? '    ssl_reject_handshake on;\n' : '',
  });
}

/** nginx.conf for running the site alone, everything it writes under `prefix`. */
export function renderStandalone(settings: SiteSettings, prefix: string): string {
  // Run as root (CI, containers), the workers would become "nobody", who cannot read a private build folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return fill(readFileSync(join(here, 'nginx.conf.template'), 'utf8'), {
    LOAD_MODULES: settings.brotli ? `load_module ${BROTLI_MODULE};` : '',
    USER: user,
    PREFIX: prefix,
    MIME_TYPES: '/etc/nginx/mime.types',
  });
}

/** Writes site.conf, headers.conf and nginx.conf into `out`; returns nginx.conf's path. */
export function writeConfig(settings: SiteSettings, out: string): string {
  mkdirSync(join(out, 'tmp'), { recursive: true });
  const headersFile = join(out, 'headers.conf');
  writeFileSync(headersFile, renderHeaders(settings));
  writeFileSync(join(out, 'site.conf'), renderSite(settings, headersFile));
  const main = join(out, 'nginx.conf');
  writeFileSync(main, renderStandalone(settings, out));
  return main;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? process.argv[at + 1] : undefined;
  if (!out) {
    console.error('Usage: node deploy/nginx/render.ts --out <folder>   (settings: deploy/nginx/README.md)');
    process.exit(2);
  }
  try {
    console.log(writeConfig(settingsFromEnv(), resolve(out)));
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  }
}
