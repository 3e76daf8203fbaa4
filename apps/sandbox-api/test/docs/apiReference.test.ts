import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type OpenApiDocument } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';

const { api } = useSandbox();

describe('GET /api/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of every endpoint', async () => {
    const response = await fetch(`${api.origin}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase() as 'get'];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.id);
    }
  });
});

describe('GET /docs', () => {
  let html: string;
  beforeAll(async () => {
    const response = await fetch(`${api.origin}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    html = await response.text();
  });

  it('documents every endpoint, with its method and path, reachable from the table of contents', () => {
    for (const endpoint of allEndpoints) {
      expect(html).toContain(`<code class="path">${endpoint.path}</code>`);
      const anchor = `op-${endpoint.id.toLowerCase()}`;
      expect(html).toContain(`id="${anchor}"`);
      expect(html).toContain(`href="#${anchor}"`);
    }
  });

  it('is self-contained: no scripts, no external styles, fonts or images', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link[^>]+stylesheet/i);
    expect(html).not.toMatch(/(?:src|href)="(?:https?:)?\/\//i);
    expect(html).not.toMatch(/url\((?!#)/i);
  });

  it('has landmarks, a skip link to the main content and a language', () => {
    expect(html).toMatch(/<html lang="en-GB">/);
    expect(html).toMatch(/<a class="skip-link" href="#main">Skip to main content<\/a>/);
    expect(html).toMatch(/<main id="main" tabindex="-1">/);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<nav [^>]*aria-labelledby="toc-heading"/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  it('has one h1 and headings that never skip a level', () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.reduce((previous, level) => {
      expect(level).toBeLessThanOrEqual(previous + 1);
      return level;
    });
  });

  it('gives every id once and every in-page link a target', () => {
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets.filter((target) => !ids.includes(target))).toEqual([]);
  });

  it('names every scrollable example and table for keyboard and screen-reader users', () => {
    const scrollables = [...html.matchAll(/<(?:pre|div) class="(?:example|table-wrap)"[^>]*>/g)].map((m) => m[0]);
    expect(scrollables.length).toBeGreaterThan(allEndpoints.length);
    for (const tag of scrollables) expect(tag).toMatch(/tabindex="0" role="region" aria-label="[^"]+"/);
  });
});
