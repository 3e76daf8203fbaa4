import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../../features/lessons/enrolmentQueueRules.ts';
import { CallLog, keepAliveClient, summarise, type Answer, type CallSummary } from './keepAliveClient.ts';
import { checkOrder, prepareWorld, type BenchParent, type BenchWorld, type OrderChecks } from './enrolmentDayWorld.ts';
import { startSandboxProcess } from './sandboxProcess.ts';

/**
 * Enrolment day under load (docs/decisions/0597-enrolment-queue.md): `parents` parents arrive within `arrivalSeconds`
 * on loopback against the real sandbox over HTTP; the opening is `leadSeconds` after the first arrival. Each joins
 * the queue, asks for its position when the answer says to (`poll_after_seconds`), and once let in enrols in the
 * class they had chosen (or the next one), or joins the waiting list when both are full. Every 25th parent also tries to enrol
 * straight after joining, which must be refused. Bounded: what is still going at `maxSeconds` is counted unfinished.
 */

export interface EnrolmentDayOptions {
  parents: number;
  arrivalSeconds: number;
  leadSeconds: number;
  admissionsPerMinute: number;
  classes: number;
  capacity: number;
  maxSeconds: number;
}

export const enrolmentDayDefaults: EnrolmentDayOptions = {
  parents: Number(process.env.BENCH_PARENTS ?? 2500),
  arrivalSeconds: Number(process.env.BENCH_ARRIVAL_SECONDS ?? 60),
  leadSeconds: Number(process.env.BENCH_LEAD_SECONDS ?? 20),
  admissionsPerMinute: Number(process.env.BENCH_ADMISSIONS_PER_MINUTE ?? 1200),
  classes: Number(process.env.BENCH_CLASSES ?? 40),
  capacity: Number(process.env.BENCH_CAPACITY ?? 50),
  maxSeconds: Number(process.env.BENCH_MAX_SECONDS ?? 240),
};

// Summer holidays 2027, the day before Leeds City's autumn enrolment day: every place taken starts in autumn.
const SANDBOX_NOW = '2027-08-06T09:00:00Z';
const TERM = 'Autumn term 2027';

export interface EnrolmentDayResult {
  options: EnrolmentDayOptions;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  wallSeconds: number;
  finished: number;
  unfinished: number;
  earlyAttempts: number;
  earlyAttemptsRefused: number;
  calls: Record<string, CallSummary>;
  networkFailures: Record<string, number>;
  checks: OrderChecks;
}

type Place = {
  state: string;
  poll_after_seconds: number;
  admission: { admitted_at: string } | null;
  position: number | null;
};

export async function runEnrolmentDay(options = enrolmentDayDefaults): Promise<EnrolmentDayResult> {
  const loadAverageBefore = loadavg().map((n) => Math.round(n * 100) / 100);
  const sandbox = await startSandboxProcess({ SANDBOX_NOW });
  const log = new CallLog();
  const client = keepAliveClient(sandbox.origin, log);
  try {
    const now = (
      (await (await fetch(`${sandbox.origin}/__sandbox/clock`)).json()) as { data: { now: string } }
    ).data.now.slice(0, 10);
    const world = prepareWorld(sandbox.dbFile, { ...options, today: now, term: TERM });
    const clockNow = async () =>
      Date.parse(
        ((await (await fetch(`${sandbox.origin}/__sandbox/clock`)).json()) as { data: { now: string } }).data.now,
      );
    const opensAt = new Date((await clockNow()) + options.leadSeconds * 1000).toISOString();
    const set = await client.call('setEnrolmentDay', 'PUT', `/api/staff/lessons/terms/${world.termId}/enrolment-day`, {
      token: world.managerToken,
      body: { opens_at: opensAt, admissions_per_minute: options.admissionsPerMinute },
    });
    if (set.status !== 200)
      throw new Error(`Setting the enrolment day answered ${set.status}: ${JSON.stringify(set.json)}`);

    const random = seededRandom(2500);
    const arrivals = world.parents.map(() => random() * options.arrivalSeconds * 1000);
    const started = Date.now();
    const deadline = started + options.maxSeconds * 1000;
    const tally = { finished: 0, early: 0, earlyRefused: 0 };
    await Promise.all(
      world.parents.map((parent, i) => oneParent(client.call, world, parent, arrivals[i]!, deadline, tally, started)),
    );
    const wallSeconds = Math.round((Date.now() - started) / 100) / 10;
    const checks = checkOrder(sandbox.dbFile, world, new Date(await clockNow()).toISOString());
    return {
      options,
      loadAverageBefore,
      loadAverageAfter: loadavg().map((n) => Math.round(n * 100) / 100),
      wallSeconds,
      finished: tally.finished,
      unfinished: options.parents - tally.finished,
      earlyAttempts: tally.early,
      earlyAttemptsRefused: tally.earlyRefused,
      calls: summarise(log),
      networkFailures: Object.fromEntries(log.failures),
      checks,
    };
  } finally {
    client.close();
    await sandbox.stop();
  }
}

type Call = ReturnType<typeof keepAliveClient>['call'];

async function oneParent(
  call: Call,
  world: BenchWorld,
  parent: BenchParent,
  arrivalMs: number,
  deadline: number,
  tally: { finished: number; early: number; earlyRefused: number },
  started: number,
): Promise<void> {
  await sleep(Math.max(0, started + arrivalMs - Date.now()));
  const token = parent.token;
  const queue = `term_id=${world.termId}&venue_id=${world.venueId}`;
  const data = (answer: Answer) => answer.json?.data as Place | undefined;
  let place = data(
    await call('joinEnrolmentQueue', 'POST', '/api/my-account/lessons/enrolment-queue', {
      token,
      body: { term_id: world.termId, venue_id: world.venueId },
    }),
  );
  if (!place) return;
  const enrol = (name: string, classId: number, expected: number[]) =>
    call(name, 'POST', '/api/my-account/lessons/enrolments', {
      token,
      body: { class_id: classId, learner_id: parent.childId, payment_method: 'directDebit' },
      expected,
    });
  // Only while the answer still has seconds to wait: a refusal then is the gate, not a race with the admission.
  if (
    parent.index % 25 === 0 &&
    place.state !== 'admitted' &&
    (place as { estimated_wait_seconds?: number }).estimated_wait_seconds! >= 5
  ) {
    tally.early += 1;
    const early = await enrol('enrol (before admission)', world.classIds[0]!, [409]);
    if (early.status === 409) tally.earlyRefused += 1;
  }
  while (place.state !== 'admitted') {
    if (place.state === 'expired' || Date.now() > deadline) return;
    await sleep(place.poll_after_seconds * 1000);
    const answer = await call('getEnrolmentQueuePosition', 'GET', `/api/my-account/lessons/enrolment-queue?${queue}`, {
      token,
    });
    const next = data(answer);
    if (!next) return;
    place = next;
  }
  // The class page they had open before the queue: enrol there, or in the next class when it is full.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const classId = world.classIds[(parent.index + attempt) % world.classIds.length]!;
    const answer = await enrol('enrolInLessonClass', classId, [201, 409]);
    if (answer.status === 201) {
      tally.finished += 1;
      return;
    }
  }
  const joined = await call('joinLessonWaitingList', 'POST', '/api/my-account/lessons/waiting-list', {
    token,
    body: {
      learner_id: parent.childId,
      venue_id: world.venueId,
      level_id: world.levelId,
      preferred_days: [],
      preferred_times: [],
    },
    expected: [201],
  });
  if (joined.status === 201) tally.finished += 1;
}

const row = (name: string, s: CallSummary) =>
  `${name.padEnd(26)} ${String(s.calls).padStart(6)} ${String(s.p50Ms).padStart(8)} ${String(s.p95Ms).padStart(8)} ${String(s.p99Ms).padStart(8)} ${String(s.maxMs).padStart(8)} ${String(s.errors).padStart(7)}  ${JSON.stringify(s.statuses)}`;

export function printEnrolmentDay(result: EnrolmentDayResult): void {
  const { options: o, checks: c } = result;
  console.log(
    `\nenrolment day: ${o.parents} parents within ${o.arrivalSeconds} s, opening at +${o.leadSeconds} s, ` +
      `${o.admissionsPerMinute}/min let in, ${o.classes} classes × ${o.capacity} places`,
  );
  console.log(`load average before ${result.loadAverageBefore.join(' ')}, after ${result.loadAverageAfter.join(' ')}`);
  console.log('call                        calls   p50 ms   p95 ms   p99 ms   max ms  errors  statuses');
  for (const [name, summary] of Object.entries(result.calls)) console.log(row(name, summary));
  console.log(
    `wall ${result.wallSeconds} s; finished ${result.finished}, unfinished ${result.unfinished}; ` +
      `tried to enrol before admission ${result.earlyAttempts}, refused ${result.earlyAttemptsRefused}; network ` +
      `failures ${JSON.stringify(result.networkFailures)}`,
  );
  console.log(
    `queued ${c.queued} (drawn ${c.drawn}); draw replays from its seed: ${c.drawReplays}; let in in order: ` +
      `${c.admittedInOrder}; most let in ` +
      `within 60 s: ${c.mostInAMinute} (rate ${o.admissionsPerMinute}); outside an admission: ${c.outsideAdmission}; ` +
      `over-filled classes: ${c.overFilled}; enrolled ${c.enrolled}, offered ${c.offered}, in line ${c.inLine}; ` +
      `first 100 to arrive among first 100 let in: ${c.firstHundredArrivedAndLetIn}`,
  );
}

/**
 * Whether the run held: no errors, nobody enrolled outside an admission (an early attempt answered 201 was taken up
 * after its admission had begun: the database check says so), no class over-filled, the order kept.
 */
export const enrolmentDayHeld = (result: EnrolmentDayResult): boolean =>
  Object.values(result.calls).every((summary) => summary.errors === 0) &&
  result.unfinished === 0 &&
  result.checks.drawReplays &&
  result.checks.admittedInOrder &&
  result.checks.mostInAMinute <= result.options.admissionsPerMinute &&
  result.checks.outsideAdmission === 0 &&
  result.checks.overFilled === 0;
