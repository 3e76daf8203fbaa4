import { describe, expect, it } from 'vitest';
import { contract } from '@leisure/api-contract';
import { useSandbox } from '../support/useSandbox.ts';

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

  it('answers 404 when a path parameter cannot be a venue slug', async () => {
    const result = await api.call(contract.site.getVenue, { params: { venue: '../../etc/passwd' } });
    expect(result.status).toBe(404);
  });
});
