import { matchesGlob, relative } from 'node:path';
import { assertLayerTable, layerAllows, layerOf } from './layers.js';
import { featureOf, isTestFile, locate, repoRoot, resolveSpecifier, toPosix } from './workspaceLayout.js';

/**
 * Import boundaries of the monorepo:
 * - a unit (an app, a package, e2e) imports only the units its layer may import: `layers` is the table, lowest
 *   layer first (see layers.js); a unit the table leaves out may neither import nor be imported by another unit;
 * - another workspace unit is reached by its package name, not by a relative path into its folder;
 * - a feature (`features/<x>/…`) reaches another feature only through that feature's public `index`;
 *   with `publicFeatureEntry: 'everywhere'` this also holds for code outside `features/` (tests excepted);
 * - with `featureImports`, a feature imports another feature of its unit only where that table lists it:
 *   `{ '<unit>': { '<feature>': ['<feature it may import>', …] } }`, keyed by the unit's folder name (`bookings`);
 *   a unit the table leaves out may have no imports between its features;
 * - a feature never imports its app's `app/` folder (the one beside `features/`): `app/` composes the features
 *   (providers, routes), so a feature that reached into it would depend on everything.
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
          featureImports: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              additionalProperties: { type: 'array', items: { type: 'string' }, uniqueItems: true },
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
      undeclaredFeatureImport:
        'Feature "{{feature}}" of {{unit}} may not import feature "{{target}}" ("{{specifier}}"): `featureImports` in eslint.config.js does not list it. Add it there if the dependency is meant, or move what both need into a package.',
      featureImportsApp:
        'Feature "{{feature}}" must not import its app\'s {{appFolder}}/ ("{{specifier}}"): app/ composes the features, so a feature that reached into it would depend on all of them. Take what it needs as props, or from a package.',
    },
  },
  create(context) {
    const mode = context.options[0]?.publicFeatureEntry ?? 'between-features';
    const layers = context.options[0]?.layers;
    const featureImports = context.options[0]?.featureImports;
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
      if (hereFeature && checkFeatureImport(node, specifier, there, thereFeature)) return;
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

    /** From inside a feature to its own unit: its app's `app/` and undeclared features are refused. Reports, or false. */
    function checkFeatureImport(node, specifier, there, thereFeature) {
      const appFolder = appFolderBeside(hereFeature.folder);
      if (appFolder && (there.inner === appFolder || there.inner.startsWith(`${appFolder}/`))) {
        context.report({
          node,
          messageId: 'featureImportsApp',
          data: { feature: hereFeature.name, appFolder, specifier },
        });
        return true;
      }
      if (!featureImports || !thereFeature || thereFeature.folder !== hereFeature.folder) return false;
      if (thereFeature.name === hereFeature.name) return false;
      if (Object.hasOwn(featureImports, here.unit)) {
        const declared = featureImports[here.unit];
        if (Object.hasOwn(declared, hereFeature.name) && declared[hereFeature.name].includes(thereFeature.name))
          return false;
      }
      const data = { feature: hereFeature.name, unit: here.path, target: thereFeature.name, specifier };
      context.report({ node, messageId: 'undeclaredFeatureImport', data });
      return true;
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

/** `src/features` → `src/app`: the folder that composes a unit's features sits beside them. */
function appFolderBeside(featuresFolder) {
  return /(^|\/)features$/.test(featuresFolder) ? featuresFolder.replace(/features$/, 'app') : undefined;
}
