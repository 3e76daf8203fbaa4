import type { Plugin } from 'vite';

/** React Router's production files (the build's alias, vite.config.ts), the only modules this plugin rewrites. */
const reactRouterProductionFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `React10.forwardRef(`, `React.createContext(`, `React3.memo(`: component and context definitions. */
const reactDefinitionCall = /\b(React\d*)\.(forwardRef|createContext|memo)\(/g;

/**
 * `var AwaitErrorBoundary = class extends React3.Component {` … `};`: a class whose heritage reads a property, made an
 * annotated call that returns it.
 */
const reactComponentClass = /^var ([A-Za-z_$][\w$]*) = class extends (React\d*)\.Component \{$([\s\S]*?)^\};$/gm;

/** `Link.displayName = "Link";` at the top level of a module (a nested one, indented, is left alone). */
const topLevelDisplayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of React Router the front ends do not use (docs/decisions/0032). React Router ships
 * its components as `var NavLink = React.forwardRef(…)` followed by `NavLink.displayName = "NavLink"`: the call is on
 * React's CommonJS exports and the assignment writes a property, so the bundler must keep both, and with them
 * NavLink, Form, useSubmit, Await and the framework's prefetch links and error boundary. Marking the definitions
 * pure (a class as an annotated call that returns it) and dropping the names, which only React's developer tools read,
 * leaves them to tree shaking as any unused function. Line numbers are kept, so the module's positions do not move.
 */
export function pureReactRouterPlugin(): Plugin {
  return {
    name: 'leisure:pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterProductionFile.test(id)) return null;
      const rewritten = pureReactRouterSource(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** The rewrite of one module's source. */
export function pureReactRouterSource(code: string): string {
  return code
    .replace(reactDefinitionCall, '/* @__PURE__ */ $1.$2(')
    .replace(reactComponentClass, 'var $1 = /* @__PURE__ */ (() => class extends $2.Component {$3})();')
    .replace(topLevelDisplayName, '');
}
