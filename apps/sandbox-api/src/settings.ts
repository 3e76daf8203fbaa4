import { z } from 'zod';
import { besideModule } from './kernel/dataFiles.ts';
import { basename, dirname, extname, join } from 'node:path';
import type { SandboxSettings } from './http/context.ts';

const defaultDbFile = besideModule(import.meta.url, '../.data/sandbox.db');

const envSchema = z.object({
  /** 0 picks a free port (the crash test's sandboxes): the line the sandbox logs names it. */
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_DB: z.string().default(defaultDbFile),
  SANDBOX_PUBLIC_ORIGIN: z.url().optional(),
  SANDBOX_CARD_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(4020),
  SANDBOX_STRICT_RESPONSES: z.enum(['0', '1']).default('1'),
  SANDBOX_FAULTS: z.enum(['0', '1']).default('1'),
  SANDBOX_CORS_ORIGINS: z.string().default(''),
  /** The instant the sandbox's clock starts at (it then ticks): e2e runs and testers pin "now" (decision 0006). */
  SANDBOX_NOW: z.iso
    .datetime({ offset: true, message: 'an ISO date-time with its offset, e.g. 2026-12-05T21:30:00Z' })
    .optional(),
  /** The crash test's hook (docs/decisions/0015): a request may ask the process to SIGKILL itself mid-write. */
  SANDBOX_CRASH_HOOK: z.enum(['0', '1']).default('0'),
});

export interface ServerSettings extends SandboxSettings {
  port: number;
  host: string;
  dbFile: string;
  cardProviderPort: number;
  corsOrigins: string[];
  /** SANDBOX_NOW: where the clock starts; the machine's clock when unset. */
  startAt: string | undefined;
}

/** Reads the environment once, failing fast with every problem listed. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid sandbox configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    host: e.SANDBOX_HOST,
    dbFile: e.SANDBOX_DB,
    cardProviderPort: e.SANDBOX_CARD_PROVIDER_PORT,
    publicOrigin: e.SANDBOX_PUBLIC_ORIGIN ?? `http://127.0.0.1:${e.SANDBOX_PORT}`,
    cardProviderOrigin: `http://127.0.0.1:${e.SANDBOX_CARD_PROVIDER_PORT}`,
    strictResponses: e.SANDBOX_STRICT_RESPONSES === '1',
    faultsEnabled: e.SANDBOX_FAULTS === '1',
    scryptCost: 16384,
    crashHook: e.SANDBOX_CRASH_HOOK === '1',
    // Uploaded files beside the database, a folder per database (e2e runs keep two in one folder): sandbox-files/.
    filesDir:
      e.SANDBOX_DB === ':memory:'
        ? undefined
        : join(dirname(e.SANDBOX_DB), `${basename(e.SANDBOX_DB, extname(e.SANDBOX_DB))}-files`),
    startAt: e.SANDBOX_NOW,
    corsOrigins: e.SANDBOX_CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/** Settings for in-process tests: fast hashing, strict answers, faults on. */
export const testSettings: SandboxSettings = {
  publicOrigin: 'http://127.0.0.1:4010',
  cardProviderOrigin: 'http://127.0.0.1:4020',
  strictResponses: true,
  faultsEnabled: true,
  scryptCost: 1024,
};
