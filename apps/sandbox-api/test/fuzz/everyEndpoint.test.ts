import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, hasEnvelope } from '@leisure/api-contract';
import { fixedClock, toUkDate } from '../../src/clock.ts';
import { hashToken } from '../../src/http/authenticate.ts';
import { demoAccounts, type DemoAccountKey } from '../../src/seed/demoAccounts.ts';
import { apiCaller } from '../support/apiCaller.ts';
import { startSandbox, type RunningSandbox } from '../support/sandboxServer.ts';
import { endpointSchemas, fixedHostileRequests, fuzzRequest, type FuzzRequest } from './fuzzRequest.ts';
import { answerProblem, describeRequest, type FuzzAnswer } from './responseCheck.ts';
import { exampleRequests } from './exampleSeeds.ts';
import { readIdPools } from './idPools.ts';
import type { SampleContext } from './schemaSamples.ts';
import { seededRandom, seedFor } from './seededRandom.ts';
import { rowsWritten, snapshotUnrelatedRows, unrelatedChanges, type RowsSnapshot } from './unrelatedRows.ts';

/**
 * Random and hostile requests to every endpoint of the contract, as a guest and as a logged-in member (each also
 * gets bodies keyed by prototype member names and one larger than the body limit): the server
 * must never answer 5xx, must answer 4xx as JSON `{ message }`, and must not touch data that is not the caller's.
 * FUZZ_SEED replays a run; FUZZ_CASES sets the requests per endpoint and caller.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20260310);
const casesPerEndpoint = Number(process.env.FUZZ_CASES ?? 30);
const clock = fixedClock('2026-03-10T09:00:00Z');
const memberKey = 'memberWithDirectDebit' satisfies DemoAccountKey;
const member = demoAccounts[memberKey];

let running: RunningSandbox;
let memberId: number;
let memberToken: string | undefined;
let loginProblem: string | undefined;
let slugs: string[];
let dates: string[];

const db = () => running.sandbox.services.db;
const prototypeShape = () =>
  [Object.prototype, Array.prototype, Function.prototype]
    .map((prototype) => Object.getOwnPropertyNames(prototype).sort().join())
    .join('|');
const cleanPrototypes = prototypeShape();

function slugsFrom(table: string): string[] {
  const exists = db().prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table);
  if (!exists) return [];
  return (db().prepare(`SELECT slug FROM "${table}" ORDER BY id LIMIT 12`).all() as { slug: string }[]).map(
    (r) => r.slug,
  );
}

beforeAll(async () => {
  running = await startSandbox({ clock });
  memberId = (db().prepare('SELECT id FROM users WHERE reference = ?').get(member.reference) as { id: number }).id;
  slugs = [
    ...slugsFrom('venues'),
    ...slugsFrom('activity_categories'),
    ...slugsFrom('membership_types'),
    'no-such-venue',
  ];
  const today = new Date(`${toUkDate(clock.now())}T00:00:00Z`);
  dates = [-40, -1, 0, 1, 2, 7, 13, 14, 30, 400].map((days) =>
    new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10),
  );
  try {
    memberToken = await apiCaller(running.origin).login(memberKey);
  } catch (error) {
    loginProblem = (error as Error).message;
  }
});
afterAll(() => running?.close());

/**
 * The member's token, renewed when a fuzzed call logged it out or reset the password. A fresh log-in is tried
 * first; if the fuzzer changed the member's password, a token is issued straight into auth_tokens instead.
 */
async function currentMemberToken(): Promise<string> {
  const alive = memberToken
    ? db()
        .prepare('SELECT 1 FROM auth_tokens WHERE token_hash = ? AND expires_at > ?')
        .get(hashToken(memberToken), clock.now().toISOString())
    : undefined;
  if (memberToken && alive) return memberToken;
  try {
    memberToken = await apiCaller(running.origin).login(memberKey);
  } catch {
    memberToken = `fuzz-${randomUUID()}`;
    const expires = new Date(clock.now().getTime() + 86_400_000).toISOString();
    db()
      .prepare('INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(hashToken(memberToken), memberId, clock.now().toISOString(), expires);
  }
  return memberToken;
}

/** Endpoints that answered 2xx at least once: the fuzzer must get past validation, not only bounce off it. */
const reachedHandler = new Set<string>();

async function send(request: FuzzRequest): Promise<FuzzAnswer> {
  const response = await fetch(`${running.origin}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/**
 * The unrelated rows as they were before the current endpoint's requests. Taken again only after something was
 * written (SQLite counts writes on the sandbox's connection, which this test shares), which keeps the run fast.
 */
let baseline: { caller: string; snapshot: RowsSnapshot; writes: number } | undefined;

function unrelatedBaseline(caller: 'member' | 'guest', userId: number | undefined): RowsSnapshot {
  if (!baseline || baseline.caller !== caller || baseline.writes !== rowsWritten(db())) {
    baseline = { caller, snapshot: snapshotUnrelatedRows(db(), userId), writes: rowsWritten(db()) };
  }
  return baseline.snapshot;
}

function unrelatedChangesSince(before: RowsSnapshot, userId: number | undefined): string[] {
  if (baseline && baseline.writes === rowsWritten(db())) return [];
  return unrelatedChanges(db(), before, userId);
}

async function fuzzEndpoint(endpoint: (typeof allEndpoints)[number], caller: 'member' | 'guest') {
  const userId = caller === 'member' ? memberId : undefined;
  // Examples may call the API to set themselves up: before the baseline, so their own writes are not counted.
  const examples = await exampleRequests(
    endpoint,
    apiCaller(running.origin),
    caller === 'member' ? { key: memberKey, token: await currentMemberToken() } : undefined,
  );
  const before = unrelatedBaseline(caller, userId);
  const context: SampleContext = {
    random: seededRandom(seedFor(seed, caller, endpoint.id)),
    slugs,
    dates,
    pools: readIdPools(db()),
    mutationRate: 0.15,
  };
  const schemas = endpointSchemas(endpoint);
  const wrongAnswers: string[] = [];
  const total = casesPerEndpoint + fixedHostileRequests(endpoint, undefined).length;
  for (let index = 0; index < total; index += 1) {
    const token = caller === 'member' ? await currentMemberToken() : undefined;
    const fixed = fixedHostileRequests(endpoint, token);
    const request = fixed[index] ?? fuzzRequest(endpoint, schemas, context, token, examples);
    try {
      const answer = await send(request);
      if (answer.status < 300) reachedHandler.add(endpoint.id);
      const problem = answerProblem(answer, hasEnvelope(endpoint));
      if (problem)
        wrongAnswers.push(`#${index} ${problem}: ${describeRequest(request)} → ${answer.text.slice(0, 160)}`);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      wrongAnswers.push(
        `#${index} no answer (${cause?.code ?? cause?.message ?? String(error)}): ${describeRequest(request)}`,
      );
    }
  }
  return {
    wrongAnswers: wrongAnswers.slice(0, 6),
    wrongAnswerCount: wrongAnswers.length,
    unrelatedChanges: unrelatedChangesSince(before, userId).slice(0, 6),
    prototypesPolluted: prototypeShape() !== cleanPrototypes,
  };
}

const clean = { wrongAnswers: [], wrongAnswerCount: 0, unrelatedChanges: [], prototypesPolluted: false };

describe(`fuzzing every endpoint (seed ${seed}, ${casesPerEndpoint} requests each)`, () => {
  it('covers the whole contract', () => {
    expect(allEndpoints.length).toBeGreaterThan(0);
  });

  describe(`as a logged-in member (${member.reference})`, () => {
    it('can log in (otherwise only the guest run below is meaningful)', () => {
      expect(loginProblem).toBeUndefined();
    });
    for (const endpoint of allEndpoints) {
      it(`${endpoint.method} ${endpoint.path}`, async ({ skip }) => {
        if (loginProblem) skip(`log-in failed: ${loginProblem}`);
        expect(await fuzzEndpoint(endpoint, 'member'), `replay with FUZZ_SEED=${seed}`).toEqual(clean);
      }, 60_000);
    }
  });

  describe('as a guest', () => {
    for (const endpoint of allEndpoints) {
      it(`${endpoint.method} ${endpoint.path}`, async () => {
        expect(await fuzzEndpoint(endpoint, 'guest'), `replay with FUZZ_SEED=${seed}`).toEqual(clean);
      }, 60_000);
    }
  });

  it('got past validation into most handlers (plausible requests, not only garbage)', () => {
    const missed = allEndpoints.filter((endpoint) => !reachedHandler.has(endpoint.id)).map((endpoint) => endpoint.id);
    if (missed.length > 0) console.info(`[fuzz] never answered 2xx: ${missed.join(', ')}`);
    expect(reachedHandler.size / allEndpoints.length).toBeGreaterThanOrEqual(0.6);
  });
});
