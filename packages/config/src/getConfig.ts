/// <reference types="vite/client" />
import type { AppConfig } from './appConfig.ts';
import { parseConfig, type ConfigSource } from './parseConfig.ts';

let current: AppConfig | undefined;

/** Vite's import.meta.env holds strings and booleans (DEV, PROD, SSR); plain Node has no env at all. */
function buildEnvironment(): ConfigSource {
  const env: Record<string, unknown> = import.meta.env ?? {};
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value === undefined ? undefined : String(value)]),
  );
}

/** The configuration of this build, parsed on first use and shared afterwards. */
export function getConfig(): AppConfig {
  current ??= parseConfig(buildEnvironment());
  return current;
}
