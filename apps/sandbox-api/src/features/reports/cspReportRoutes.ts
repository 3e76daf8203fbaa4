import type { Hono } from 'hono';
import { contract } from '@leisure/api-contract';
import { implement } from '../../http/implement.ts';
import type { SandboxServices } from '../../http/context.ts';
import { transaction } from '../../db/database.ts';
import { clearCspReports, cspReportsOf, listCspReports, storeCspReports } from './cspReportStore.ts';

/** POST /csp-reports: browsers' violation reports, kept (the newest) for developers and tests to read. */
export const cspReportRoute = implement(contract.reports.submitCspReports, ({ db, clock, headers, body }) => {
  transaction(db, () => storeCspReports(db, clock, cspReportsOf(body, headers.get('user-agent'))));
  return undefined;
});

/**
 * GET /__sandbox/csp-reports (sandbox mode only): the kept reports, newest first; DELETE empties them. Reports
 * name the pages people visited, so they are not part of the public API.
 */
export function mountCspReportControls(app: Hono, { db, settings }: SandboxServices): void {
  if (!settings.faultsEnabled) return;
  app.get('/__sandbox/csp-reports', (c) => c.json({ data: listCspReports(db) }));
  app.delete('/__sandbox/csp-reports', (c) => {
    clearCspReports(db);
    return c.json({ data: { cleared: true } });
  });
}
