// Reports browsers send by themselves: Content Security Policy violations (docs/decisions/0112-csp-reports.md).
import { defineEndpoint } from '../endpoint.ts';
import { noContent } from '../common.ts';
import { cspReportsBodySchema } from './reportSchemas.ts';

export * from './reportSchemas.ts';

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
