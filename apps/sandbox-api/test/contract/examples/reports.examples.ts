import { contract } from '@leisure/api-contract';
import { examplesOf } from '../contractExample.ts';

const { reports } = contract;

/** Exactly as a browser sends them: Reporting API field names, and the legacy shape's hyphenated ones. */
const reportTo = JSON.stringify([
  {
    type: 'csp-violation',
    age: 3,
    url: 'http://leisure.localhost:5173/',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://leisure.localhost:5173/',
      blockedURL: 'inline',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
    },
  },
]);
const reportUri = JSON.stringify({
  'csp-report': { 'document-uri': 'http://leisure.localhost:5173/', 'blocked-uri': 'eval' },
});

export const reportExamples = [
  ...examplesOf(
    reports.submitCspReports,
    { name: 'a Reporting API batch', request: () => ({ rawBody: reportTo }) },
    { name: 'a legacy report', request: () => ({ rawBody: reportUri }) },
    { name: 'something that is not a report', request: () => ({ rawBody: '{"csp_report": "x"}' }), status: 422 },
  ),
];
