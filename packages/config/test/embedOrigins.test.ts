import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/index.ts';
import { isExactOrigin, originList, splitEmbedOrigins } from '../src/embedOrigins.ts';

describe('VITE_EMBED_ORIGINS (docs/decisions/0640)', () => {
  it('is empty by default: nothing may frame the product', () => {
    expect(parseConfig({}).embed.origins).toEqual([]);
    expect(parseConfig({ VITE_EMBED_ORIGINS: '   ' }).embed.origins).toEqual([]);
  });

  it.each([
    ['https://www.operator.example', ['https://www.operator.example']],
    ['https://a.example http://b.example:8080', ['https://a.example', 'http://b.example:8080']],
    ['https://a.example,http://operator.localhost:5412', ['https://a.example', 'http://operator.localhost:5412']],
    [' https://a.example ,\n https://b.example ', ['https://a.example', 'https://b.example']],
  ])('reads %j', (text, origins) => {
    expect(parseConfig({ VITE_EMBED_ORIGINS: text }).embed.origins).toEqual(origins);
  });

  it.each([
    '*',
    'https://*.operator.example',
    "'self'",
    'operator.example',
    'https://operator.example/',
    'https://operator.example/join',
    'https://operator.example?x=1',
    'https://Operator.example',
    'https://operator.example:443',
    'http://operator.example:80',
    'ftp://operator.example',
    'https://user@operator.example',
    'javascript:alert(1)',
  ])('refuses %j, naming the entry and the form it must take', (entry) => {
    expect(isExactOrigin(entry)).toBe(false);
    expect(() => parseConfig({ VITE_EMBED_ORIGINS: `https://ok.example ${entry}` })).toThrow(ConfigError);
    try {
      parseConfig({ VITE_EMBED_ORIGINS: `https://ok.example ${entry}` });
    } catch (error) {
      expect((error as ConfigError).problems[0]).toContain('VITE_EMBED_ORIGINS: must list exact origins');
      expect((error as ConfigError).problems[0]).toContain(`"${entry}" is not one`);
    }
  });

  it('lists every refused entry at once', () => {
    expect(splitEmbedOrigins('* https://ok.example https://bad.example/').refused).toEqual([
      '*',
      'https://bad.example/',
    ]);
  });

  it('is only split in a built page, which the build has already checked', () => {
    expect(originList()('https://a.example, http://operator.localhost:5412')).toEqual({
      ok: true,
      value: ['https://a.example', 'http://operator.localhost:5412'],
    });
    expect(originList()(undefined)).toEqual({ ok: true, value: [] });
  });
});
