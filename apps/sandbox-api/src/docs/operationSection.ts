import type { OpenApiDocument, OperationObject, ParameterObject } from '@leisure/api-contract';
import { anchorFor, escapeHtml, renderInline, renderProse } from './html.ts';
import { exampleOf } from './schemaExample.ts';
import { typeSummary } from './schemaSummary.ts';

const authText: Record<string, string> = {
  none: 'None: open to anyone.',
  optional: 'Optional: a token (Bearer, or the shared cookie) adds the logged-in user.',
  customer: 'Required: a token (Bearer, or the shared cookie) of a logged-in customer.',
  staff: 'Required: a token (Bearer, or the shared cookie) of a front-of-house staff user.',
};

type Resolver = (ref: string) => unknown;

export function resolverFor(document: OpenApiDocument): Resolver {
  return (ref) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

function codeBlock(label: string, value: unknown): string {
  // Focusable and named: a keyboard user can scroll a wide example, a screen reader announces what it is.
  return `<pre class="example" tabindex="0" role="region" aria-label="${escapeHtml(label)}"><code>${escapeHtml(
    JSON.stringify(value, null, 2),
  )}</code></pre>`;
}

function parameterTable(operation: OperationObject, parameters: ParameterObject[]): string {
  const rows = parameters
    .map(
      (
        p,
      ) => `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${p.in}</td><td>${p.required ? 'Yes' : 'No'}</td>
<td>${escapeHtml(typeSummary(p.schema))}</td><td>${p.description ? escapeHtml(p.description) : ''}</td></tr>`,
    )
    .join('\n');
  return `<h4>Parameters</h4>
<div class="table-wrap" tabindex="0" role="region" aria-label="Parameters of ${escapeHtml(operation.operationId)}"><table>
<caption class="visually-hidden">Parameters of ${escapeHtml(operation.operationId)}</caption>
<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

function responseList(operation: OperationObject, resolve: Resolver): string {
  const items = Object.entries(operation.responses).map(([status, response]) => {
    const resolved = ('$ref' in response ? resolve(response.$ref) : response) as { description?: string };
    return `<li><span class="status status-${status[0]}xx">${status}</span> ${renderInline(resolved?.description ?? '')}</li>`;
  });
  return `<ul class="responses">${items.join('\n')}</ul>`;
}

/** One call: method and path, what it does, who may call it, its parameters and example shapes. */
export function operationSection(method: string, path: string, operation: OperationObject, resolve: Resolver): string {
  const id = anchorFor('op', operation.operationId);
  const parts = [
    `<article class="operation" aria-labelledby="${id}">`,
    `<h3 id="${id}"><span class="method method-${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${renderInline(operation.summary)}</p>`,
    operation.description ? renderProse(operation.description) : '',
    `<dl class="facts"><dt>Authentication</dt><dd>${authText[operation['x-auth']] ?? escapeHtml(operation['x-auth'])}</dd>`,
    `<dt>Operation id</dt><dd><code>${escapeHtml(operation.operationId)}</code></dd></dl>`,
  ];
  if (operation.parameters?.length) parts.push(parameterTable(operation, operation.parameters));
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body)
    parts.push(
      '<h4>Request body</h4>',
      codeBlock(`Example request body of ${operation.operationId}`, exampleOf(body, resolve)),
    );
  const [successStatus, success] = Object.entries(operation.responses)[0]!;
  const successSchema = 'content' in success ? success.content?.['application/json']?.schema : undefined;
  parts.push('<h4>Responses</h4>', responseList(operation, resolve));
  if (successSchema) {
    parts.push(
      `<p class="example-label">Example ${successStatus} answer:</p>`,
      codeBlock(`Example ${successStatus} answer of ${operation.operationId}`, exampleOf(successSchema, resolve)),
    );
  }
  parts.push('</article>');
  return parts.filter(Boolean).join('\n');
}
