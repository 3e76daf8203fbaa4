import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints a failed test's error the moment it ends, not only in the list reporter's summary: a run cut short by
 * scripts/test.sh's time limit never reaches the summary, and CI keeps only what was printed (issue 21: two
 * failures in a run that timed out, with nothing to say why).
 */
export default class FailuresAsTheyHappen implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const where = `${test.location.file.replace(/^.*\/e2e\//, '')}:${test.location.line}`;
    const errors = result.errors.map((error) => {
      const text = stripVTControlCharacters(error.message ?? error.value ?? '');
      const at = error.location ? `\nat ${error.location.file.replace(/^.*\/e2e\//, '')}:${error.location.line}` : '';
      return text.split('\n').slice(0, 30).join('\n') + at;
    });
    console.log(
      `\n✘ ${test.titlePath().slice(1).join(' › ')} (${where}, ${result.status} after ${result.duration} ms)`,
    );
    for (const error of errors) console.log(error.replace(/^/gm, '    '));
    console.log('');
  }
}
