import { matchesGlob, relative } from 'node:path';
import { assertLayerTable, layerAllows, layerOf } from './layers.js';
import { featureOf, isTestFile, locate, repoRoot, resolveSpecifier, toPosix } from './workspaceLayout.js';

/**
 * Import boundaries of the monorepo:
 * - a unit (an app, a package, e2e) imports only the units its layer may import: `layers` is the table, lowest
 *   layer first (see layers.js); a unit the table leaves out may neither import nor be imported by another unit;
 * - another workspace unit is reached by its package name, not by a relative path into its folder;
 * - a feature (`features/<x>/…`) reaches another feature only through that feature's public `index`;
 *   with `publicFeatureEntry: 'everywhere'` this also holds for code outside `features/` (tests excepted).
 * The exceptions are the config's, not the code's: `allow` lists, for files matching a `from` glob (from the repo
 * root), the exact package specifiers (`to`) they may import although the layers forbid it.
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
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                layer: { type: 'string' },
                units: { type: 'array', items: { type: 'string' }, minItems: 1 },
                imports: { type: 'array', items: { type: 'string' } },
              },
              required: ['layer', 'units', 'imports'],
              additionalProperties: false,
            },
          },
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
      layerImport:
        'Layer "{{layer}}" ({{here}}) must not import layer "{{targetLayer}}" ("{{specifier}}" is in {{target}}); it may import {{allowed}}. The layer table is in eslint.config.js.',
      noLayer: '{{unit}} is in no layer: add it to the layer table in eslint.config.js.',
      relativeIntoUnit: 'Import {{target}} by its package name, not by a relative path into its folder.',
      featureInternals:
        'Reach feature "{{target}}" only through its public entry ({{folder}}/{{target}}/index.ts), not "{{specifier}}".',
    },
  },
  create(context) {
    const mode = context.options[0]?.publicFeatureEntry ?? 'between-features';
    const layers = context.options[0]?.layers;
    if (layers) assertLayerTable(layers);
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
      if (there.unitDir !== here.unitDir) {
        if (allowedHere.has(specifier)) return;
        if (layers && !layerAllows(here.path, there.path, layers)) return reportLayer(node, specifier, there);
        if (specifier.startsWith('.'))
          return context.report({ node, messageId: 'relativeIntoUnit', data: { target: there.unit } });
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

    function reportLayer(node, specifier, there) {
      const hereLayer = layerOf(here.path, layers);
      const thereLayer = layerOf(there.path, layers);
      const unlisted = !hereLayer ? here.path : !thereLayer ? there.path : undefined;
      if (unlisted) return context.report({ node, messageId: 'noLayer', data: { unit: unlisted } });
      const allowed = hereLayer.imports.length > 0 ? `layers ${hereLayer.imports.join(', ')}` : 'no other unit';
      const data = { layer: hereLayer.layer, here: here.path, targetLayer: thereLayer.layer, target: there.path };
      context.report({ node, messageId: 'layerImport', data: { ...data, specifier, allowed } });
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
