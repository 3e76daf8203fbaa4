import { z } from 'zod';
import { cookieDomain, flag, hostLabel, httpUrl, httpUrlOrPath, milliseconds } from './envValues.ts';

/**
 * The build-time environment the front ends read (Vite exposes variables prefixed VITE_). The defaults
 * describe the local sandbox, so `pnpm start` needs no .env file; a production build sets its own values.
 */
export const configSchema = z
  .object({
    /** Vite's mode and dev flag; plain Node (tools, tests) has neither. */
    MODE: z.string().default('production'),
    DEV: flag(false),

    VITE_APP_NAME: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(80, 'must be at most 80 characters')
      .default('Brightwater Leisure'),
    VITE_API_BASE_URL: httpUrlOrPath().default('http://127.0.0.1:4010/api'),
    VITE_BEARER_TOKEN: z
      .enum(['development', 'always', 'never'], { error: 'must be "development", "always" or "never"' })
      .default('development'),

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
    VITE_MAPS_STYLE_URL: httpUrl().optional(),
    VITE_MAPS_KEY: z.string().regex(/^\S*$/, 'must not contain spaces').default(''),
    /** Unset: the sandbox's geocoder under the API base URL. */
    VITE_GEOCODER_URL: httpUrlOrPath().optional(),

    // decisions.md #18: the spec's kiosk timings are defaults an operator can lengthen (WCAG 2.2.1).
    VITE_KIOSK_IDLE_WARNING_MS: milliseconds(90_000, { min: 1_000 }),
    VITE_KIOSK_IDLE_RESET_MS: milliseconds(95_000, { min: 1_000 }),
    VITE_KIOSK_CONFIRMATION_IDLE_MS: milliseconds(10_000, { min: 1_000 }),

    VITE_TOAST_CLOSE_AFTER_MS: milliseconds(5_000),
    VITE_PAYMENT_TOAST_CLOSE_AFTER_MS: milliseconds(10_000),
    VITE_KIOSK_INACTIVITY_TOAST_MS: milliseconds(3_000),
  })
  // Runs even when single values are wrong, so one start-up shows every problem at once.
  .superRefine(
    (env, ctx) => {
      const warning = env.VITE_KIOSK_IDLE_WARNING_MS;
      const reset = env.VITE_KIOSK_IDLE_RESET_MS;
      if (typeof warning === 'number' && typeof reset === 'number' && reset <= warning) {
        ctx.addIssue({
          code: 'custom',
          path: ['VITE_KIOSK_IDLE_RESET_MS'],
          message: 'must be later than VITE_KIOSK_IDLE_WARNING_MS (the warning comes first)',
        });
      }
      const labels = ['VITE_SUBDOMAIN_BOOKINGS', 'VITE_SUBDOMAIN_MY_ACCOUNT', 'VITE_SUBDOMAIN_ONLINE_JOINING'] as const;
      labels.forEach((name, index) => {
        const twin = labels.slice(0, index).find((other) => env[other] === env[name]);
        if (twin && typeof env[name] === 'string') {
          ctx.addIssue({ code: 'custom', path: [name], message: `must differ from ${twin} (both are "${env[name]}")` });
        }
      });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type ConfigEnvironment = z.output<typeof configSchema>;
