import { basename } from 'node:path';

/**
 * File names: modules are camelCase (`membershipCosts.ts`), React component modules are PascalCase and named
 * after their component (`BookingCard.tsx`), tests end in `.test.ts(x)`, a component's catalogue stories are
 * `<Component>.stories.tsx` beside it (docs/decisions/0019); a dotted role suffix is allowed
 * (`site.examples.ts`). Config files (`*.config.*`),
 * type declarations (`*.d.ts`) and entry points (`index`, `main`) are exempt.
 */
const camelCase = /^[a-z][a-zA-Z0-9]*$/;
/** A camelCase name with dotted role suffixes, e.g. `site.examples` or `vitest.setup`. */
const camelCaseWithRole = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/;
const pascalCase = /^[A-Z][a-zA-Z0-9]*$/;
const entryPoints = new Set(['index', 'main']);

function exportedComponentNames(program) {
  const names = [];
  const add = (id) => id && pascalCase.test(id.name) && names.push(id.name);
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : undefined;
    if (!declaration) continue;
    if (declaration.type === 'FunctionDeclaration') add(declaration.id);
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        const init = declarator.init;
        const isFunctionLike =
          init &&
          (init.type === 'ArrowFunctionExpression' ||
            init.type === 'FunctionExpression' ||
            init.type === 'CallExpression' ||
            init.type === 'TaggedTemplateExpression');
        if (isFunctionLike && declarator.id.type === 'Identifier') add(declarator.id);
      }
    }
  }
  return names;
}

export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'camelCase modules, PascalCase component modules, *.test.ts(x) tests' },
    schema: [],
    messages: {
      testSuffix: 'Name tests "*.test.{{ext}}" (not "{{name}}").',
      module: 'Name modules in camelCase, e.g. "membershipCosts.ts" (not "{{name}}").',
      component: 'Name React component modules in PascalCase, e.g. "BookingCard.tsx" (not "{{name}}").',
      componentModule: '"{{name}}" exports the component {{component}}: name the file after it ({{component}}.tsx).',
    },
  },
  create(context) {
    const name = basename(context.filename);
    const match = /^(.*?)(\.(test|spec|stories))?\.([cm]?[jt]sx?)$/.exec(name);
    if (!match || name.endsWith('.d.ts') || /\.config\.[cm]?[jt]s$/.test(name)) return {};
    const [, stem, , testKind, ext] = match;
    const isJsx = ext === 'tsx' || ext === 'jsx';

    return {
      Program(program) {
        if (testKind === 'spec') return context.report({ node: program, messageId: 'testSuffix', data: { name, ext } });
        if (testKind === 'stories') {
          if (!pascalCase.test(stem)) context.report({ node: program, messageId: 'component', data: { name } });
          return;
        }
        if (testKind) {
          if (!camelCaseWithRole.test(stem) && !pascalCase.test(stem)) {
            context.report({ node: program, messageId: isJsx ? 'component' : 'module', data: { name } });
          }
          return;
        }
        if (entryPoints.has(stem)) return;
        if (!isJsx) {
          if (!camelCaseWithRole.test(stem)) context.report({ node: program, messageId: 'module', data: { name } });
          return;
        }
        if (pascalCase.test(stem)) return;
        if (!camelCase.test(stem)) return context.report({ node: program, messageId: 'component', data: { name } });
        const [component] = exportedComponentNames(program);
        if (component) context.report({ node: program, messageId: 'componentModule', data: { name, component } });
      },
    };
  },
};
