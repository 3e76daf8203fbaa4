import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as browser from './browser.ts';

const entry = fileURLToPath(new URL('./browser.ts', import.meta.url));

/**
 * The modules a file loads at run time: `import type` / `export type` are erased, anything else (even
 * `import { type X }`, which verbatimModuleSyntax keeps as `import {}`) loads its module.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every package the entry reaches at run time, following its relative imports. */
function packagesReachedFrom(start: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else if (!reached.has(specifier)) reached.set(specifier, file);
    }
  };
  visit(start);
  return reached;
}

describe('the browser entry', () => {
  it('reaches no zod, nor any other package, at run time (decision 0903)', () => {
    const reached = packagesReachedFrom(entry);
    expect(reached.has('zod'), `zod is imported at run time by ${reached.get('zod')}`).toBe(false);
    // Nothing from npm at all: the casing is the contract's own (humps's rules, casing.ts).
    expect([...reached.keys()].sort()).toEqual([]);
  });

  it('gives the run-time values front ends need', () => {
    expect(Object.keys(browser).sort()).toEqual(
      expect.arrayContaining([
        'brandOf',
        'buildPath',
        'cardMessages',
        'camelizeKeys',
        'decamelizeKeys',
        'defaultMessageForStatus',
        'genericErrorMessage',
        'hasEnvelope',
        'isSlug',
        'passwordConfirmationMismatch',
        'passwordProblems',
        'passesLuhn',
        'passwordRules',
        'routes',
      ]),
    );
    expect(browser).not.toHaveProperty('contract');
  });
});

describe('isSlug', () => {
  it.each(['leeds-central', 'a', 'pool2', 'x'.repeat(120)])('accepts %s', (value) => {
    expect(browser.isSlug(value)).toBe(true);
  });

  it.each(['', 'Leeds', 'leeds--central', '-leeds', 'leeds-', 'leeds central', 'x'.repeat(121), 42, null])(
    'refuses %s',
    (value) => {
      expect(browser.isSlug(value)).toBe(false);
    },
  );
});
