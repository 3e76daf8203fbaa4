import { matchesGlob, relative } from 'node:path';
import { featureOf, isTestFile, locate, repoRoot, resolveSpecifier, toPosix } from './workspaceLayout.js';

/**
 * Import boundaries of the monorepo:
 * - packages never import from apps (apps build on packages, not the other way round);
 * - an app never imports another app (shared code belongs in a package);
 * - another workspace unit is reached by its package name, not by a relative path into its folder;
 * - a feature (`features/<x>/…`) reaches another feature only through that feature's public `index`;
 *   with `publicFeatureEntry: 'everywhere'` this also holds for code outside `features/` (tests excepted).
 * The exceptions are the config's, not the code's: `allow` lists, for files matching a `from` glob (from the repo
 * root), the exact package specifiers (`to`) they may import although the first two rules forbid it.
 */
const publicEntry = /^(index(\.[cm]?[jt]sx?)?)?$/;

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep apps, packages and features behind their boundaries' },
    schema: [
      {
        type: 'object',
        properties: {
          publicFeatureEntry: { enum: ['between-features', 'everywhere'] },
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'array', items: { type: 'string' }, minItems: 1 },
                to: { type: 'array', items: { type: 'string' }, minItems: 1 },
              },
              required: ['from', 'to'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      packageImportsApp: 'Packages must not import from apps ("{{specifier}}" is in apps/{{target}}).',
      appImportsApp:
        'An app must not import another app ("{{specifier}}" is in apps/{{target}}); move shared code to a package.',
      relativeIntoUnit: 'Import {{target}} by its package name, not by a relative path into its folder.',
      featureInternals:
        'Reach feature "{{target}}" only through its public entry ({{folder}}/{{target}}/index.ts), not "{{specifier}}".',
    },
  },
  create(context) {
    const mode = context.options[0]?.publicFeatureEntry ?? 'between-features';
    const here = locate(context.filename);
    if (!here) return {};
    const hereFeature = featureOf(here.inner);
    const hereIsTest = isTestFile(here.inner);
    const fromRoot = toPosix(relative(repoRoot, context.filename));
    // Only the exact specifiers listed: an allowed package is still reached by its name, never by a path into it.
    const allowedHere = new Set(
      (context.options[0]?.allow ?? [])
        .filter(({ from }) => from.some((glob) => matchesGlob(fromRoot, glob)))
        .flatMap(({ to }) => to),
    );

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const resolved = resolveSpecifier(specifier, context.filename);
      if (!resolved) return;
      const there = locate(resolved);
      if (!there) return;
      const data = { specifier, target: there.unit };
      if (there.unitDir !== here.unitDir) {
        if (allowedHere.has(specifier)) return;
        if (here.area === 'packages' && there.area === 'apps')
          return context.report({ node, messageId: 'packageImportsApp', data });
        if (here.area === 'apps' && there.area === 'apps')
          return context.report({ node, messageId: 'appImportsApp', data });
        if (specifier.startsWith('.')) return context.report({ node, messageId: 'relativeIntoUnit', data });
        return;
      }
      const thereFeature = featureOf(there.inner);
      if (!thereFeature || publicEntry.test(thereFeature.rest)) return;
      const sameFeature =
        hereFeature && hereFeature.folder === thereFeature.folder && hereFeature.name === thereFeature.name;
      if (sameFeature) return;
      const applies = hereFeature ? true : mode === 'everywhere' && !hereIsTest;
      if (applies) {
        context.report({
          node,
          messageId: 'featureInternals',
          data: { specifier, target: thereFeature.name, folder: thereFeature.folder },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
