import { describe, expect, it } from 'vitest';
import { lintMessages, ruleIdsFor, warmUpLintAt } from './support/lintWithRepoConfig.js';

/**
 * Probes for the React rules of eslint.config.js (react-hooks, jsx-a11y): code that breaks each rule, linted with the
 * real config at a path in the React code, must be reported by that rule, and the same code done right must not.
 * Remove a rule from the config and its probe fails.
 */

const component = 'apps/bookings/src/features/basket/components/Probe.tsx';

warmUpLintAt(component);

describe('react-hooks', () => {
  it('rules-of-hooks reports a useState called on a condition', async () => {
    const conditional = `import { useState } from 'react';
export function Probe({ open }: { open: boolean }) {
  if (!open) return null;
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{count}</button>;
}
`;
    const unconditional = conditional.replace(
      '  if (!open) return null;\n  const [count, setCount] = useState(0);\n',
      '  const [count, setCount] = useState(0);\n  if (!open) return null;\n',
    );
    expect(await ruleIdsFor(component, conditional)).toContain('react-hooks/rules-of-hooks');
    expect(await ruleIdsFor(component, unconditional)).toEqual([]);
  });

  it('rules-of-hooks is on in packages too, and leaves test code’s top-level useSandbox() alone', async () => {
    const conditional = `import { useEffect } from 'react';
export function useProbe(on: boolean) {
  if (on) useEffect(() => {}, []);
}
`;
    expect(await ruleIdsFor('packages/ui/src/useProbe.ts', conditional)).toContain('react-hooks/rules-of-hooks');
    // A Vitest helper named like a hook (it registers beforeAll/afterAll), not a React hook.
    const testHelper = `import { useSandbox } from '@leisure/test-support/sandbox';
export const sandbox = useSandbox();
`;
    expect(await ruleIdsFor('apps/bookings/test/basket/probe.test.tsx', testHelper)).toEqual([]);
  });

  it('exhaustive-deps reports an effect that leaves out a value it reads, as an error', async () => {
    const missing = `import { useEffect } from 'react';
export function Probe({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, []);
  return null;
}
`;
    expect(await lintMessages(component, missing)).toEqual([
      expect.objectContaining({ ruleId: 'react-hooks/exhaustive-deps', severity: 2 }),
    ]);
    expect(await ruleIdsFor(component, missing.replace('}, []);', '}, [title]);'))).toEqual([]);
  });
});

describe('jsx-a11y', () => {
  it('reports a click handler on a div that has no role and no keyboard handler', async () => {
    const clickableDiv = `export function Probe({ onOpen }: { onOpen: () => void }) {
  return <div onClick={onOpen}>Open</div>;
}
`;
    const ids = await ruleIdsFor(component, clickableDiv);
    expect(ids).toContain('jsx-a11y/click-events-have-key-events');
    expect(ids).toContain('jsx-a11y/no-static-element-interactions');
    const button = clickableDiv.replace(
      '<div onClick={onOpen}>Open</div>',
      '<button type="button" onClick={onOpen}>Open</button>',
    );
    expect(await ruleIdsFor(component, button)).toEqual([]);
  });

  it('reports an image without alt text in a shared package', async () => {
    const image = 'export const Logo = ({ src }: { src: string }) => <img src={src} />;\n';
    expect(await ruleIdsFor('packages/layout/src/Logo.tsx', image)).toContain('jsx-a11y/alt-text');
  });

  it('keeps the explicit roles of a table that reflows on phones, and still refuses a redundant role elsewhere', async () => {
    const table = `export const Probe = () => (
  <table role="table">
    <tbody role="rowgroup">
      <tr role="row">
        <td role="cell">1</td>
      </tr>
    </tbody>
  </table>
);
`;
    expect(await ruleIdsFor(component, table)).toEqual([]);
    const redundant = 'export const Probe = () => <button role="button" type="button">Go</button>;\n';
    expect(await ruleIdsFor(component, redundant)).toContain('jsx-a11y/no-redundant-roles');
  });
});
