import { isAbsolute, relative } from 'node:path';
import { pathsBack, resolveModule } from './moduleGraph.js';
import { repoRoot } from './workspaceLayout.js';

/**
 * No import cycles, type-only imports included: a cycle means neither module can be understood, tested or moved
 * without the other, and a value cycle makes the evaluation order decide which one sees `undefined`.
 * Each import of the linted file that leads back to it is reported, with the way round.
 */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow imports that lead back to the importing module' },
    schema: [
      {
        type: 'object',
        // root: the workspace whose packages resolve by name (the lint tests point it at a fixture workspace).
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Move what both sides need into a module of its own (types too), or invert the dependency.',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? repoRoot;
    const here = context.physicalFilename;
    if (!isAbsolute(here)) return {};
    const imports = [];

    const add = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveModule(specifier, here, root);
      if (target) imports.push({ node, target });
    };
    const fromSource = (node) => node.source && add(node.source, node.source.value);

    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && add(node.source, node.source.value),
      // `typeof import('./x.ts')` in a type.
      TSImportType: (node) => {
        const literal = node.source ?? node.argument?.literal;
        if (literal?.type === 'Literal') add(literal, literal.value);
      },
      TSExternalModuleReference: (node) => node.expression.type === 'Literal' && add(node, node.expression.value),
      'Program:exit'() {
        const paths = pathsBack(
          imports.map(({ target }) => target),
          here,
          root,
        );
        paths.forEach((path, index) => {
          if (!path) return;
          const cycle = [here, ...path].map((file) => relative(root, file)).join(' → ');
          context.report({ node: imports[index].node, messageId: 'cycle', data: { cycle } });
        });
      },
    };
  },
};
