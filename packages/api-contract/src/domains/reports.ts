// Reports browsers send by themselves: Content Security Policy violations (docs/decisions/0112-csp-reports.md).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { noContent } from '../common.ts';

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

export const reportEndpoints = {
  submitCspReports: defineEndpoint({
    id: 'submitCspReports',
    method: 'POST',
    path: '/csp-reports',
    tag: 'Reports',
    summary: 'Receive Content Security Policy violation reports from browsers',
    description:
      "The `report-to` endpoint of the front ends' policy (`Reporting-Endpoints`): a JSON array of Reporting API " +
      'reports, sent as `application/reports+json`. Also takes the legacy `report-uri` shape, one ' +
      '`{ "csp-report": { … } }` sent as `application/csp-report`. Answers 204 with no body; reports of other ' +
      'types are accepted and not kept.',
    auth: 'none',
    body: cspReportsBodySchema,
    response: noContent,
    successStatus: 204,
  }),
};
