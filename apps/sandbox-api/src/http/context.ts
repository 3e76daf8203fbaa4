import type { Database } from '../db/database.ts';
import type { Clock } from '../clock.ts';

/** A user as the router resolves it from the token (Bearer header, or the shared cookie: decision 0826). */
export interface AuthUser {
  id: number;
  role: 'customer' | 'staff';
  email: string;
  reference: string;
}

/** What every handler and seed gets: the database, the clock, and the sandbox settings. */
export interface SandboxServices {
  db: Database;
  clock: Clock;
  settings: SandboxSettings;
}

export interface SandboxSettings {
  /** Public origin of the API, e.g. http://127.0.0.1:4010, used in links it hands out. */
  publicOrigin: string;
  /** Public origin of the emulated card provider. */
  cardProviderOrigin: string;
  /** Parse every answer against the contract and fail loudly when it does not match. */
  strictResponses: boolean;
  /** Fault injection and reset endpoints under /__sandbox. */
  faultsEnabled: boolean;
  /** scrypt cost; tests lower it to keep hashing fast. */
  scryptCost: number;
  /**
   * The folder uploaded files are kept in (never the database: decision 0450), next to the database file; unset
   * (in-process tests), a temporary folder removed when the process exits.
   */
  filesDir?: string;
  /**
   * SANDBOX_CRASH_HOOK=1 (the crash test only): a request with `X-Sandbox-Crash-After-Writes: N` kills the process
   * just before its Nth write step (db/crashAfterWrites.ts, docs/decisions/0015).
   */
  crashHook?: boolean;
}

export interface HandlerContext<P, Q, B> extends SandboxServices {
  params: P;
  query: Q;
  body: B;
  /** The logged-in user, when a valid token was sent. */
  user: AuthUser | undefined;
  /** The raw token of this request (to log it out). */
  token: string | undefined;
  headers: Headers;
  setHeader(name: string, value: string): void;
  /** Runs `task` after the answer has been formed (http/afterResponse.ts), and only if the handler succeeded. */
  afterResponse(task: () => void): void;
}
