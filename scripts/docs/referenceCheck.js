import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * References in comments and docs must resolve inside the repo: `docs/product/<page>.md §N` or `D<N>` to a page
 * and a heading that exist (see docs/product/README.md), `decision NNNN` or `docs/decisions/NNNN` to a record in
 * docs/decisions/. The product specification and its numbered list of decisions live outside the repo, so the
 * forms that pointed there (the spec by document number, the decisions file, a decision by one or two digits) are
 * reported wherever they appear.
 */

/** What the scan reads: source, scripts and docs of the code, but not the decision records (history, left as written). */
const scannedAreas =
  /^(apps|packages|e2e|scripts)\/|^eslint\.config\.js$|^README\.md$|^docs\/architecture\.md$|^docs\/product\//;
const scannedExtensions = /\.(ts|tsx|js|mjs|cjs|sh|sql|html|css|md)$/;
/** This checker's own fixtures are dangling on purpose. */
const notScanned = /(^|\/)node_modules\/|^scripts\/docs\//;

/**
 * Between two words of a reference: spaces, or a line break and the next comment line's prefix
 * (`*`, `//`, `#`, `--`), since comments wrap anywhere.
 */
const gap = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#|--)?[ \t]*)`;
/** Between the items of a list: "§2, §5", "D11 and D12", "0500-0503". */
const listGap = String.raw`(?:,${gap}|${gap}(?:and|or)${gap}|${gap}?[-–]${gap}?)`;

const patterns = {
  specByNumber: new RegExp(String.raw`\b[Ss]pecs?${gap}?0?[12]\b`, 'g'),
  bareSpecSection: new RegExp(String.raw`(?<![\w./-])(?<![Ss]pecs?${gap}?)0[12]${gap}§\d`, 'g'),
  decisionsFile: /\bdecisions\.md\b/g,
  productPage: new RegExp(
    String.raw`docs\/product\/([\w-]+)\.md(?:${gap}((?:§|D)\d+(?:${listGap}(?:§|D)\d+)*)(?![\w]))?`,
    'g',
  ),
  decisionNumbers: new RegExp(String.raw`\b[Dd]ecisions?${gap}(#?\d+(?:${listGap}#?\d+)*)(?![\w])`, 'g'),
  recordPath: /docs\/decisions\/(\d{4})([\w-]*\.md)?/g,
};

/** @typedef {{ pages: Map<string, { sections: Set<number>, decisions: Set<number> }>, records: Set<string>, recordFiles: Set<string> }} ReferenceTargets */

/** The pages of docs/product with their `## §N` and `### D<N>.` headings, and the records of docs/decisions. */
export function loadReferenceTargets(root) {
  const pages = new Map();
  const productDir = join(root, 'docs/product');
  for (const file of existsSync(productDir) ? readdirSync(productDir) : []) {
    if (!file.endsWith('.md')) continue;
    const text = readFileSync(join(productDir, file), 'utf8');
    const numbers = (pattern) => new Set([...text.matchAll(pattern)].map((match) => Number(match[1])));
    pages.set(file.slice(0, -3), { sections: numbers(/^## §(\d+)\b/gm), decisions: numbers(/^### D(\d+)\./gm) });
  }
  const recordsDir = join(root, 'docs/decisions');
  const recordFiles = new Set(existsSync(recordsDir) ? readdirSync(recordsDir).filter((f) => f.endsWith('.md')) : []);
  const records = new Set([...recordFiles].map((file) => file.slice(0, 4)).filter((n) => /^\d{4}$/.test(n)));
  return { pages, records, recordFiles };
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/**
 * Every reference in `text` that does not resolve against `targets`, as `{ line, reference, problem }`.
 * @param {string} text
 * @param {ReferenceTargets} targets
 */
export function findReferenceProblems(text, targets) {
  const problems = [];
  const report = (match, problem) =>
    problems.push({ line: lineOf(text, match.index), reference: oneLine(match[0]), problem });

  for (const match of text.matchAll(patterns.specByNumber)) {
    report(match, 'the spec is not in the repo: cite docs/product/<page>.md §N');
  }
  for (const match of text.matchAll(patterns.bareSpecSection)) {
    report(match, 'a spec section is not in the repo: cite docs/product/<page>.md §N');
  }
  for (const match of text.matchAll(patterns.decisionsFile)) {
    report(match, 'decisions.md is not in the repo: cite docs/product/<page>.md D<N>');
  }
  for (const match of text.matchAll(patterns.productPage)) {
    const page = targets.pages.get(match[1]);
    if (!page) {
      report(match, `docs/product/${match[1]}.md does not exist`);
      continue;
    }
    for (const [, kind, number] of (match[2] ?? '').matchAll(/(§|D)(\d+)/g)) {
      const headings = kind === '§' ? page.sections : page.decisions;
      if (!headings.has(Number(number))) report(match, `docs/product/${match[1]}.md has no ${kind}${number}`);
    }
  }
  for (const match of text.matchAll(patterns.decisionNumbers)) {
    for (const [item] of match[1].matchAll(/#?\d+/g)) {
      const number = item.replace('#', '');
      if (number.length !== 4) report(match, `"${item}" is a product decision: cite docs/product/<page>.md D<N>`);
      else if (!targets.records.has(number)) report(match, `no record docs/decisions/${number}-*.md`);
    }
  }
  for (const match of text.matchAll(patterns.recordPath)) {
    const [, number, rest] = match;
    const found = rest ? targets.recordFiles.has(`${number}${rest}`) : targets.records.has(number);
    if (!found) report(match, `no record ${match[0]}`);
  }
  return problems;
}

/** The files the check reads: tracked (or new, not ignored) files in the scanned areas, from git when there is one. */
export function scannedFiles(root) {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).split('\n');
  } catch {
    files = walk(root, '');
  }
  return files.filter(
    (file) =>
      scannedAreas.test(file) && scannedExtensions.test(file) && !notScanned.test(file) && existsSync(join(root, file)),
  );
}

const skippedDirs = new Set([
  'node_modules',
  '.git',
  '.tools',
  'dist',
  '.data',
  '.reports',
  'coverage',
  'test-results',
]);

function walk(root, dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return skippedDirs.has(entry.name) ? [] : walk(root, path);
    return [path];
  });
}
