import type { CspReportsBody } from '@leisure/api-contract';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../clock.ts';

/** Reports kept: the newest, so that a flood displaces old reports instead of filling the disk. */
export const KEPT_CSP_REPORTS = 500;
/** Characters kept of each text field: URLs and policies can be long, samples are short. */
const MAX_FIELD_LENGTH = 2048;

interface CspReportRow {
  format: 'report-to' | 'report-uri';
  documentUrl: string;
  blockedUrl: string | null;
  effectiveDirective: string | null;
  disposition: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  statusCode: number | null;
  referrer: string | null;
  userAgent: string | null;
  originalPolicy: string | null;
}

type Fields = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : null;
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
/** The first of `names` the report has (browsers and report shapes name fields differently). */
const field = (fields: Fields, ...names: string[]): unknown =>
  names.map((name) => (Object.hasOwn(fields, name) ? fields[name] : undefined)).find((value) => value !== undefined);

/**
 * A report's known fields, from either shape, after the casing layer: a Reporting API body names them
 * `documentURL`, `blockedURL`, `sample`; the legacy `csp-report` `document-uri`, `blocked-uri`, `script-sample`,
 * which arrive camel-cased (`documentUri`…).
 */
function rowOf(format: CspReportRow['format'], fields: Fields, userAgent: unknown): CspReportRow {
  return {
    format,
    documentUrl: text(field(fields, 'documentURL', 'documentUri')) ?? '',
    blockedUrl: text(field(fields, 'blockedURL', 'blockedUri')),
    effectiveDirective: text(field(fields, 'effectiveDirective', 'violatedDirective')),
    disposition: text(field(fields, 'disposition')),
    sourceFile: text(field(fields, 'sourceFile')),
    lineNumber: whole(field(fields, 'lineNumber')),
    columnNumber: whole(field(fields, 'columnNumber')),
    sample: text(field(fields, 'sample', 'scriptSample')),
    statusCode: whole(field(fields, 'statusCode')),
    referrer: text(field(fields, 'referrer')),
    userAgent: text(userAgent),
    originalPolicy: text(field(fields, 'originalPolicy')),
  };
}

/** The CSP reports of a request: `csp-violation` ones of a Reporting API batch, or the one legacy report. */
export function cspReportsOf(body: CspReportsBody, userAgentHeader: string | null): CspReportRow[] {
  if (!Array.isArray(body)) return [rowOf('report-uri', body.cspReport, userAgentHeader)];
  return body
    .filter((report) => report.type === 'csp-violation')
    .map((report) => rowOf('report-to', report.body, report.userAgent ?? userAgentHeader));
}

/** Stores reports and drops all but the newest KEPT_CSP_REPORTS. */
export function storeCspReports(db: Database, clock: Clock, reports: CspReportRow[]): void {
  if (reports.length === 0) return;
  const insert = db.prepare(
    `INSERT INTO csp_reports (received_at, format, document_url, blocked_url, effective_directive, disposition,
       source_file, line_number, column_number, sample, status_code, referrer, user_agent, original_policy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = clock.now().toISOString();
  for (const report of reports) {
    insert.run(
      at,
      report.format,
      report.documentUrl,
      report.blockedUrl,
      report.effectiveDirective,
      report.disposition,
      report.sourceFile,
      report.lineNumber,
      report.columnNumber,
      report.sample,
      report.statusCode,
      report.referrer,
      report.userAgent,
      report.originalPolicy,
    );
  }
  db.prepare(
    'DELETE FROM csp_reports WHERE id <= (SELECT id FROM csp_reports ORDER BY id DESC LIMIT 1 OFFSET ?)',
  ).run(KEPT_CSP_REPORTS);
}

/** The kept reports, newest first, as stored (snake_case columns). */
export const listCspReports = (db: Database): unknown[] =>
  db.prepare('SELECT * FROM csp_reports ORDER BY id DESC').all();

export const clearCspReports = (db: Database): void => {
  db.prepare('DELETE FROM csp_reports').run();
};
