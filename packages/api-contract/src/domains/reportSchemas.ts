// The bodies browsers post to the reports endpoint (reports.ts): Reporting API reports and the legacy CSP shape.
import { z } from 'zod';

/**
 * A report's fields as the browser names them: kept open, since browsers add fields and name them their own way
 * (`documentURL` in a Reporting API body, `document-uri` in the legacy shape). The server reads the ones it knows.
 */
const reportFields = z.record(z.string(), z.unknown());

/** One report of the Reporting API, as a browser posts a batch of them to a `report-to` endpoint. */
export const reportingApiReportSchema = z.object({
  /** `csp-violation` for CSP; other types (deprecation, intervention…) are accepted and not kept. */
  type: z.string().min(1),
  /** The page the report is about. */
  url: z.string(),
  /** Milliseconds between the violation and sending the report. */
  age: z.number().optional(),
  userAgent: z.string().optional(),
  body: reportFields,
});
export type ReportingApiReport = z.infer<typeof reportingApiReportSchema>;

/** At most 100 reports a request (a browser batches them); a legacy `report-uri` request carries one. */
export const MAX_REPORTS_PER_REQUEST = 100;

export const cspReportsBodySchema = z.union([
  z.array(reportingApiReportSchema).min(1).max(MAX_REPORTS_PER_REQUEST),
  z.object({ cspReport: reportFields }),
]);
export type CspReportsBody = z.infer<typeof cspReportsBodySchema>;
