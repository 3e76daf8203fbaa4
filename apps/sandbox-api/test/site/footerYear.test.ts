import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/app.ts';
import { fixedClock } from '../../src/clock.ts';

// The footers' © year is the UK year on the sandbox's clock, which SANDBOX_NOW may set to any instant, not the
// machine's year (docs/decisions/0006).
describe('the footers’ © year', () => {
  it.each([
    ['New Year’s Eve 23:40 in London', '2026-12-31T23:40:00Z', '2026'],
    ['ten past midnight on New Year’s Day', '2027-01-01T00:10:00Z', '2027'],
    ['a leap day two years on', '2028-02-29T12:00:00Z', '2028'],
  ])('at %s (%s) is %s', (_, at, year) => {
    const { db } = createSandbox({ clock: fixedClock(at) }).services;
    try {
      const footers = [
        (db.prepare('SELECT footer_html FROM clients').get() as { footer_html: string }).footer_html,
        (db.prepare('SELECT footer_html FROM venues ORDER BY id LIMIT 1').get() as { footer_html: string }).footer_html,
      ];
      for (const footer of footers) expect(footer).toContain(`&copy; ${year} Brightwater Leisure.`);
    } finally {
      db.close();
    }
  });
});
