import { fileNames } from './fileNames.js';
import { importBoundaries } from './importBoundaries.js';
import { noImportCycles } from './noImportCycles.js';

/** The repository's own lint rules, registered in eslint.config.js as the `leisure` plugin. */
export const leisurePlugin = {
  meta: { name: 'eslint-plugin-leisure', version: '1.0.0' },
  rules: {
    'file-names': fileNames,
    'import-boundaries': importBoundaries,
    'no-import-cycles': noImportCycles,
  },
};
