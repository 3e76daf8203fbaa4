import { authenticationProblem } from './apiAuthentication.ts';
import { embedOrigins, originList } from './embedOrigins.ts';
import {
  boundedText,
  cookieDomain,
  flag,
  hostLabel,
  httpUrl,
  httpUrlOrPath,
  matching,
  milliseconds,
  oneOf,
  optional,
  text,
  type Reader,
} from './envValues.ts';

/**
 * The build-time environment the front ends read (Vite exposes variables prefixed VITE_): one reader per
 * variable. The defaults describe the local sandbox, so `pnpm start` needs no .env file; a production build sets
 * its own values, or takes the API at `/api` on its own origin (decision 0826).
 */
export const configSchema = {
  /** Vite's mode and dev flag; plain Node (tools, tests) has neither. */
  MODE: text('production'),
  DEV: flag(false),

  VITE_APP_NAME: boundedText('Brightwater Leisure', { max: 80 }),
  /** Unset: the local sandbox in development, `/api` on the page's own origin in a build (apiAuthentication.ts). */
  VITE_API_BASE_URL: optional(httpUrlOrPath()),
  VITE_BEARER_TOKEN: oneOf(
    'development',
    ['development', 'always', 'never'],
    'must be "development", "always" or "never"',
  ),

  VITE_COOKIE_DOMAIN: cookieDomain('leisure.localhost'),
  VITE_SUBDOMAIN_BOOKINGS: hostLabel('bookings'),
  VITE_SUBDOMAIN_MY_ACCOUNT: hostLabel('my-account'),
  VITE_SUBDOMAIN_ONLINE_JOINING: hostLabel('online-joining'),

  VITE_FEATURE_ONLINE_JOINING: flag(true),
  VITE_FEATURE_ONLINE_GUEST_PASSES: flag(true),
  VITE_FEATURE_SAVED_CARDS: flag(true),
  VITE_FEATURE_ONLINE_JOINING_MAP: flag(true),
  VITE_CARD_PROVIDER_TEST_MODE: flag(true),

  /** Unset: the map uses its built-in local style (no tiles fetched from outside). */
  VITE_MAPS_STYLE_URL: optional(httpUrl()),
  VITE_MAPS_KEY: matching('', /^\S*$/, 'must not contain spaces'),
  /** Unset: the sandbox's geocoder under the API base URL. */
  VITE_GEOCODER_URL: optional(httpUrlOrPath()),

  // docs/product/modes.md D18: the spec's kiosk timings are defaults an operator can lengthen (WCAG 2.2.1).
  VITE_KIOSK_IDLE_WARNING_MS: milliseconds(90_000, { min: 1_000 }),
  VITE_KIOSK_IDLE_RESET_MS: milliseconds(95_000, { min: 1_000 }),
  VITE_KIOSK_CONFIRMATION_IDLE_MS: milliseconds(10_000, { min: 1_000 }),

  /**
   * Exact origins whose pages may frame the product (docs/decisions/0640); deploy/nginx reads the same value. The
   * build checks it (apps/host/server/configCheckPlugin.ts runs this schema in Node, where import.meta.env is
   * absent) and refuses a bad list, so a built page takes the list it was built with as it is: the checker stays
   * out of every first load (docs/decisions/0903).
   */
  VITE_EMBED_ORIGINS: import.meta.env?.PROD ? originList() : embedOrigins(),

  VITE_TOAST_CLOSE_AFTER_MS: milliseconds(5_000),
  VITE_PAYMENT_TOAST_CLOSE_AFTER_MS: milliseconds(10_000),
  VITE_KIOSK_INACTIVITY_TOAST_MS: milliseconds(3_000),
} satisfies Record<string, Reader<unknown>>;

export type ConfigVariable = keyof typeof configSchema;

/** The environment once every variable has been read. */
export type ConfigEnvironment = {
  [Name in ConfigVariable]: (typeof configSchema)[Name] extends Reader<infer T> ? T : never;
};

/** A problem with one variable. */
export interface ConfigProblem {
  name: ConfigVariable;
  message: string;
}

/**
 * Checks across variables. They run even when single values are wrong (on what could be read of them), so one
 * start-up shows every problem at once.
 */
export function crossCheck(env: Readonly<Record<ConfigVariable, unknown>>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const warning = env.VITE_KIOSK_IDLE_WARNING_MS;
  const reset = env.VITE_KIOSK_IDLE_RESET_MS;
  if (typeof warning === 'number' && typeof reset === 'number' && reset <= warning) {
    problems.push({
      name: 'VITE_KIOSK_IDLE_RESET_MS',
      message: 'must be later than VITE_KIOSK_IDLE_WARNING_MS (the warning comes first)',
    });
  }
  const labels = ['VITE_SUBDOMAIN_BOOKINGS', 'VITE_SUBDOMAIN_MY_ACCOUNT', 'VITE_SUBDOMAIN_ONLINE_JOINING'] as const;
  labels.forEach((name, index) => {
    const twin = labels.slice(0, index).find((other) => env[other] === env[name]);
    if (twin && typeof env[name] === 'string') {
      problems.push({ name, message: `must differ from ${twin} (both are "${env[name]}")` });
    }
  });
  const authentication = authenticationProblem(env);
  if (authentication) problems.push({ name: 'VITE_API_BASE_URL', message: authentication });
  return problems;
}
