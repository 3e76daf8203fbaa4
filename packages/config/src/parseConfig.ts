import type { AppConfig } from './appConfig.ts';
import { apiBaseUrlOf, sendsBearerToken } from './apiAuthentication.ts';
import { ConfigError } from './configError.ts';
import {
  configSchema,
  crossCheck,
  type ConfigEnvironment,
  type ConfigProblem,
  type ConfigVariable,
} from './configSchema.ts';

export type ConfigSource = Record<string, string | undefined>;

/** Values that must never be echoed into an error message (it may end up in a log or on screen). */
const secretNames = new Set(['VITE_MAPS_KEY']);

/** An empty variable (`VITE_X=` in a .env file) means "not set", and surrounding spaces are typing slips. */
function normalise(source: ConfigSource): ConfigSource {
  const present = Object.entries(source)
    .map(([name, value]) => [name, typeof value === 'string' ? value.trim() : undefined] as const)
    .filter(([, value]) => value !== undefined && value !== '');
  return Object.fromEntries(present);
}

function describeProblem({ name, message }: ConfigProblem, source: ConfigSource): string {
  const value = source[name];
  const shown = value === undefined || secretNames.has(name) ? '' : ` (got "${value}")`;
  return `${name}: ${message}${shown}`;
}

/** Reads every variable, then checks them together; the problems come in the order the variables are listed. */
function readEnvironment(source: ConfigSource): { env: ConfigEnvironment; problems: ConfigProblem[] } {
  const values: Partial<Record<ConfigVariable, unknown>> = {};
  const problems: ConfigProblem[] = [];
  for (const name of Object.keys(configSchema) as ConfigVariable[]) {
    const reading = configSchema[name](source[name]);
    values[name] = reading.value;
    if (!reading.ok) problems.push({ name, message: reading.problem });
  }
  const env = values as Record<ConfigVariable, unknown>;
  problems.push(...crossCheck(env));
  // Without problems, every reading was ok: each value has its reader's type.
  return { env: env as ConfigEnvironment, problems };
}

function toAppConfig(env: ConfigEnvironment): AppConfig {
  const apiBaseUrl = apiBaseUrlOf(env);
  return {
    appName: env.VITE_APP_NAME,
    mode: env.MODE,
    api: {
      baseUrl: apiBaseUrl,
      bearerTokenMode: env.VITE_BEARER_TOKEN,
      sendBearerToken: sendsBearerToken(env),
    },
    cookies: { domain: env.VITE_COOKIE_DOMAIN },
    subdomains: {
      bookings: env.VITE_SUBDOMAIN_BOOKINGS,
      myAccount: env.VITE_SUBDOMAIN_MY_ACCOUNT,
      onlineJoining: env.VITE_SUBDOMAIN_ONLINE_JOINING,
    },
    features: {
      onlineJoining: env.VITE_FEATURE_ONLINE_JOINING,
      onlineGuestPasses: env.VITE_FEATURE_ONLINE_GUEST_PASSES,
      savedCards: env.VITE_FEATURE_SAVED_CARDS,
      onlineJoiningMap: env.VITE_FEATURE_ONLINE_JOINING_MAP,
      cardProviderTestMode: env.VITE_CARD_PROVIDER_TEST_MODE,
    },
    maps: {
      styleUrl: env.VITE_MAPS_STYLE_URL,
      key: env.VITE_MAPS_KEY,
      geocoderUrl: env.VITE_GEOCODER_URL ?? `${apiBaseUrl}/geocoding`,
    },
    kiosk: {
      idleWarningMs: env.VITE_KIOSK_IDLE_WARNING_MS,
      idleResetMs: env.VITE_KIOSK_IDLE_RESET_MS,
      confirmationIdleMs: env.VITE_KIOSK_CONFIRMATION_IDLE_MS,
    },
    embed: { origins: env.VITE_EMBED_ORIGINS },
    toasts: {
      closeAfterMs: env.VITE_TOAST_CLOSE_AFTER_MS,
      paymentCloseAfterMs: env.VITE_PAYMENT_TOAST_CLOSE_AFTER_MS,
      kioskInactivityCloseAfterMs: env.VITE_KIOSK_INACTIVITY_TOAST_MS,
    },
  };
}

/**
 * Turns environment strings into the typed configuration. Pure: the same source always gives the same answer.
 * Throws a ConfigError naming every wrong variable, so a bad deployment fails at start-up, all at once.
 */
export function parseConfig(source: ConfigSource): AppConfig {
  const normalised = normalise(source);
  const { env, problems } = readEnvironment(normalised);
  if (problems.length > 0) throw new ConfigError(problems.map((problem) => describeProblem(problem, normalised)));
  return toAppConfig(env);
}
