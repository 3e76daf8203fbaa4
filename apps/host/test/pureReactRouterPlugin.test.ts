import { describe, expect, it } from 'vitest';
import { pureReactRouterPlugin, pureReactRouterSource } from '../server/pureReactRouterPlugin.ts';

// React Router's components as its production build ships them (react-router/dist/production/chunk-*.mjs).
const source = [
  'var LocationContext = React.createContext(null);',
  'LocationContext.displayName = "Location";',
  'var NavLink = React10.forwardRef(',
  '  function NavLinkWithRef(props, ref) {',
  '    FetcherForm2.displayName = "fetcher.Form";',
  '    return null;',
  '  }',
  ');',
  'NavLink.displayName = "NavLink";',
  'var AwaitErrorBoundary = class extends React3.Component {',
  '  render() {',
  '    return null;',
  '  }',
  '};',
].join('\n');

describe("React Router's definitions left to tree shaking (decision 0032)", () => {
  it('marks component and context definitions pure and drops the top-level names, keeping every line', () => {
    const rewritten = pureReactRouterSource(source);
    expect(rewritten.split('\n')).toEqual([
      'var LocationContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'var NavLink = /* @__PURE__ */ React10.forwardRef(',
      '  function NavLinkWithRef(props, ref) {',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '    return null;',
      '  }',
      ');',
      '',
      'var AwaitErrorBoundary = /* @__PURE__ */ (() => class extends React3.Component {',
      '  render() {',
      '    return null;',
      '  }',
      '})();',
    ]);
  });

  it("rewrites React Router's production files only, in builds", () => {
    const plugin = pureReactRouterPlugin();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const file = '/repo/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/production/chunk-ABC.mjs';
    expect(transform(source, file)?.code).toBe(pureReactRouterSource(source));
    expect(transform(source, '/repo/packages/ui/src/Link/Link.tsx')).toBeNull();
    expect(transform('export const a = 1;', file)).toBeNull();
  });
});
