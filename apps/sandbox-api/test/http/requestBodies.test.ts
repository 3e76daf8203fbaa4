import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';
import { createSandbox } from '../../src/app.ts';

const { api } = useSandbox();

describe('request bodies the router refuses before any handler runs', () => {
  const login = contract.auth.login;

  it('answers 400 to a body that is not JSON', async () => {
    const result = await api.call(login, { rawBody: '{"username": ' });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 422 to a JSON value that is not an object', async () => {
    const result = await api.call(login, { rawBody: '"just a string"' });
    expect(result.status).toBe(422);
  });

  it('answers 422, not a stack overflow, to a very deeply nested body', async () => {
    const deep = '{"username":'.repeat(5000) + '1' + '}'.repeat(5000);
    const result = await api.call(login, { rawBody: deep });
    expect(result.status).toBe(422);
    expect((result.json as { message: string }).message).toBe('The request body is nested too deeply.');
  });

  it('does not count brackets inside strings as nesting', async () => {
    const result = await api.call(login, { body: { username: '[[[[{{{{'.repeat(20), password: 'x' } });
    expect(result.status).toBe(422);
    expect((result.json as { message: string }).message).not.toMatch(/nested/);
  });

  it('answers 413 to an oversized body', async () => {
    const result = await api.call(login, { body: { username: 'a'.repeat(1_100_000), password: 'x' } });
    expect(result.status).toBe(413);
  });

  it('counts the limit in bytes, not characters', async () => {
    // 600,000 characters, 1,200,000 bytes in UTF-8.
    const result = await api.call(login, { body: { username: 'é'.repeat(600_000), password: 'x' } });
    expect(result.status).toBe(413);
    expect(result.json).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 404 when a path parameter cannot be a venue slug', async () => {
    const result = await api.call(contract.site.getVenue, { params: { venue: '../../etc/passwd' } });
    expect(result.status).toBe(404);
  });
});

const LIMIT = 1_000_000;
const CHUNK = 64 * 1024;

/**
 * A 3 MB JSON-ish body that counts the bytes the server reads from it: with no queue (highWaterMark 0) a chunk is
 * made only when the reader asks for one.
 */
function countedBody() {
  const counter = { pulled: 0 };
  const chunk = new TextEncoder().encode('x'.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= 3 * LIMIT) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe('a body over the limit is not read to its end', () => {
  const sandbox = createSandbox();
  afterAll(() => sandbox.services.db.close());
  const post = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    sandbox.fetch(
      new Request('http://sandbox.test/api/auth/customer/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        duplex: 'half',
      } as RequestInit),
    );

  it('stops pulling a streamed body at the limit (in process)', async () => {
    const { stream, counter } = countedBody();
    const response = await post(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.' });
    expect(counter.pulled).toBeLessThanOrEqual(LIMIT + CHUNK);
  });

  it('refuses a Content-Length over the limit before reading anything', async () => {
    const { stream, counter } = countedBody();
    const response = await post(stream, { 'content-length': String(50_000_000) });
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(CHUNK);
  });
});

describe('a body over the limit over HTTP (the node server)', () => {
  /**
   * Declares 50 MB and sends 1.1 MB, then waits: a server that reads to the end never answers; one that stops at
   * the limit answers 413 while the client is still "sending".
   */
  const answerTo = (declared: number | undefined) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL('/api/auth/customer/login', api.origin);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (declared !== undefined) headers['content-length'] = String(declared);
      const request = httpRequest(url, { method: 'POST', headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error('no answer within 5 s: the server waits for the whole body'));
      }, 5000);
      request.on('close', () => clearTimeout(timer));
      request.write('{"username": "');
      for (let sent = 0; sent < LIMIT + 100_000; sent += CHUNK) request.write('x'.repeat(CHUNK));
    });

  it('answers 413 to a declared 50 MB body without waiting for it', async () => {
    const answer = await answerTo(50_000_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 413 to a chunked body once it passes the limit', async () => {
    const answer = await answerTo(undefined);
    expect(answer.status).toBe(413);
  });
});
