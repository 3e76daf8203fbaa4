import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { fileNames } from '../fileNames.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.afterAll = afterAll;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const code = 'export const x = 1;';

tester.run('file-names', fileNames, {
  valid: [
    { filename: '/r/src/membershipCosts.ts', code },
    { filename: '/r/src/index.ts', code },
    { filename: '/r/src/BookingCard.tsx', code: 'export function BookingCard() { return <div />; }' },
    { filename: '/r/src/main.tsx', code: 'export function App() { return <div />; }' },
    { filename: '/r/src/renderWithTheme.tsx', code: 'export function renderWithTheme() { return <div />; }' },
    { filename: '/r/test/membershipCosts.test.ts', code },
    { filename: '/r/test/BookingCard.test.tsx', code },
    { filename: '/r/test/examples/site.examples.ts', code },
    { filename: '/r/src/Button/Button.stories.tsx', code },
    { filename: '/r/vite.config.ts', code },
    { filename: '/r/src/vite-env.d.ts', code },
    { filename: '/r/scripts/lint/workspaceLayout.js', code },
  ],
  invalid: [
    { filename: '/r/src/membership-costs.ts', code, errors: [{ messageId: 'module' }] },
    { filename: '/r/src/membership_costs.ts', code, errors: [{ messageId: 'module' }] },
    { filename: '/r/src/MembershipCosts.ts', code, errors: [{ messageId: 'module' }] },
    { filename: '/r/src/booking-card.tsx', code, errors: [{ messageId: 'component' }] },
    {
      filename: '/r/src/bookingCard.tsx',
      code: 'export const BookingCard = () => <div />;',
      errors: [{ messageId: 'componentModule' }],
    },
    { filename: '/r/test/membershipCosts.spec.ts', code, errors: [{ messageId: 'testSuffix' }] },
    { filename: '/r/test/membership-costs.test.ts', code, errors: [{ messageId: 'module' }] },
    { filename: '/r/src/button.stories.tsx', code, errors: [{ messageId: 'component' }] },
  ],
});
