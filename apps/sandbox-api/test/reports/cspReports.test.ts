import { describe, expect, it } from 'vitest';
import { useSandbox } from '../support/useSandbox.ts';

// docs/decisions/0112-csp-reports.md: browsers post violation reports; the sandbox keeps the newest and shows them.

const { api } = useSandbox();

const post = (body: unknown, contentType: string, headers: Record<string, string> = {}) =>
  fetch(`${api.origin}/api/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface StoredReport {
  id: number;
  received_at: string;
  format: string;
  document_url: string;
  blocked_url: string | null;
  effective_directive: string | null;
  disposition: string | null;
  source_file: string | null;
  line_number: number | null;
  column_number: number | null;
  sample: string | null;
  status_code: number | null;
  user_agent: string | null;
}

const stored = async (): Promise<StoredReport[]> =>
  ((await (await fetch(`${api.origin}/__sandbox/csp-reports`)).json()) as { data: StoredReport[] }).data;

/** A report as Chrome's Reporting API sends it to a `report-to` endpoint. */
const reportTo = (blocked: string, type = 'csp-violation') => ({
  type,
  age: 12,
  url: 'http://leisure.localhost:5173/checkout',
  user_agent: 'Mozilla/5.0 Test',
  body: {
    documentURL: 'http://leisure.localhost:5173/checkout',
    blockedURL: blocked,
    effectiveDirective: 'script-src-elem',
    originalPolicy: "default-src 'self'; report-to csp-endpoint",
    disposition: 'enforce',
    sourceFile: 'http://leisure.localhost:5173/assets/index.js',
    lineNumber: 10,
    columnNumber: 4,
    sample: '',
    statusCode: 200,
    referrer: '',
  },
});

describe('CSP violation reports', () => {
  it('takes Reporting API reports (application/reports+json), answering 204, and keeps the CSP ones', async () => {
    const answer = await post(
      [reportTo('https://evil.example/x.js'), reportTo('', 'deprecation')],
      'application/reports+json',
    );
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');

    const [newest, ...rest] = await stored();
    expect(rest).toHaveLength(0);
    expect(newest).toMatchObject({
      format: 'report-to',
      document_url: 'http://leisure.localhost:5173/checkout',
      blocked_url: 'https://evil.example/x.js',
      effective_directive: 'script-src-elem',
      disposition: 'enforce',
      source_file: 'http://leisure.localhost:5173/assets/index.js',
      line_number: 10,
      column_number: 4,
      status_code: 200,
      user_agent: 'Mozilla/5.0 Test',
    });
  });

  it('takes the legacy report-uri shape (application/csp-report)', async () => {
    const answer = await post(
      {
        'csp-report': {
          'document-uri': 'http://bookings.leisure.localhost:5174/',
          'blocked-uri': 'inline',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'original-policy': "script-src 'self'",
          disposition: 'report',
          'script-sample': 'alert(1)',
          'line-number': 3,
        },
      },
      'application/csp-report',
    );
    expect(answer.status).toBe(204);
    expect((await stored())[0]).toMatchObject({
      format: 'report-uri',
      document_url: 'http://bookings.leisure.localhost:5174/',
      blocked_url: 'inline',
      effective_directive: 'script-src-elem',
      disposition: 'report',
      sample: 'alert(1)',
      line_number: 3,
      column_number: null,
    });
  });

  it('keeps only the newest 500, cutting long fields', async () => {
    for (let batch = 0; batch < 6; batch += 1) {
      const reports = Array.from({ length: 100 }, (_, index) => reportTo(`https://x.example/${batch * 100 + index}`));
      expect((await post(reports, 'application/reports+json')).status).toBe(204);
    }
    expect((await post([reportTo(`https://x.example/${'y'.repeat(5000)}`)], 'application/reports+json')).status).toBe(
      204,
    );
    const kept = await stored();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.blocked_url).toHaveLength(2048);
    expect(kept[1]!.blocked_url).toBe('https://x.example/599');
    expect(kept.at(-1)!.blocked_url).toBe('https://x.example/101');
  });

  it('refuses what is not a report, and more than 100 at once, without storing anything', async () => {
    const before = (await stored())[0]!.id;
    expect((await post({ hello: 'world' }, 'application/csp-report')).status).toBe(422);
    expect((await post([{ type: 'csp-violation' }], 'application/reports+json')).status).toBe(422);
    const tooMany = Array.from({ length: 101 }, () => reportTo('https://x.example/many'));
    expect((await post(tooMany, 'application/reports+json')).status).toBe(422);
    expect((await post('{"csp-report": ', 'application/csp-report')).status).toBe(400);
    expect((await stored())[0]!.id).toBe(before);
  });

  it('lets a front end on an allowed origin post reports across origins (the preflight)', async () => {
    const preflight = await fetch(`${api.origin}/api/csp-reports`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://my-account.leisure.localhost:5175',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://my-account.leisure.localhost:5175');
  });

  it('empties the kept reports on DELETE /__sandbox/csp-reports', async () => {
    expect((await fetch(`${api.origin}/__sandbox/csp-reports`, { method: 'DELETE' })).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});
