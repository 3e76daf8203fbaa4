import type { OpenApiDocument, OperationObject } from '@leisure/api-contract';
import { anchorFor, escapeHtml, renderProse } from './html.ts';
import { operationSection, resolverFor } from './operationSection.ts';
import { referenceStyles } from './referenceStyles.ts';

interface Entry {
  method: string;
  path: string;
  operation: OperationObject;
}

function entriesByTag(document: OpenApiDocument): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, OperationObject][]) {
      for (const tag of operation.tags) {
        if (!groups.has(tag)) groups.set(tag, []);
        groups.get(tag)!.push({ method, path, operation });
      }
    }
  }
  return groups;
}

function tableOfContents(groups: Map<string, Entry[]>): string {
  const tags = [...groups].map(
    ([tag, entries]) => `<li><a href="#${anchorFor('tag', tag)}">${escapeHtml(tag)}</a>
<ul class="toc-operations">${entries
      .map(
        (e) =>
          `<li><a href="#${anchorFor('op', e.operation.operationId)}">${e.method.toUpperCase()} ${escapeHtml(e.path)}</a></li>`,
      )
      .join('')}</ul></li>`,
  );
  return `<nav class="toc" aria-labelledby="toc-heading">
<h2 id="toc-heading">Contents</h2>
<ul><li><a href="#overview">Overview</a></li>${tags.join('\n')}</ul>
</nav>`;
}

function overview(document: OpenApiDocument, openApiUrl: string): string {
  const base = document.servers[0]?.url ?? '/api';
  return `<section aria-labelledby="overview">
<h2 id="overview">Overview</h2>
${renderProse(document.info.description)}
<dl class="facts"><dt>Base address</dt><dd><code>${escapeHtml(base)}</code></dd>
<dt>Specification</dt><dd><a href="${escapeHtml(openApiUrl)}">OpenAPI ${document.openapi} document (JSON)</a></dd>
<dt>Endpoints</dt><dd>${Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0)}</dd></dl>
</section>`;
}

/**
 * The browsable API reference: one server-rendered, self-contained page (no scripts, no external files)
 * built from the OpenAPI document, so it always says what the document says.
 */
export function referencePage(document: OpenApiDocument, openApiUrl: string): string {
  const resolve = resolverFor(document);
  const groups = entriesByTag(document);
  const sections = [...groups].map(
    ([tag, entries]) => `<section aria-labelledby="${anchorFor('tag', tag)}">
<h2 id="${anchorFor('tag', tag)}">${escapeHtml(tag)}</h2>
${entries.map((e) => operationSection(e.method, e.path, e.operation, resolve)).join('\n')}
</section>`,
  );
  const title = `${document.info.title} reference`;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${referenceStyles}</style>
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-header">
<h1>${escapeHtml(title)}</h1>
<p>Version ${escapeHtml(document.info.version)} · generated from the API contract</p>
</header>
<div class="layout">
${tableOfContents(groups)}
<main id="main" tabindex="-1">
${overview(document, openApiUrl)}
${sections.join('\n')}
</main>
</div>
<footer><p>This page and <a href="${escapeHtml(openApiUrl)}">the OpenAPI document</a> are generated from the contract the sandbox validates every call against.</p></footer>
</body>
</html>`;
}
