import { describe, expect, it } from 'vitest';
import { allowedParentOrigin, type FramedWindow } from '../../src/embedded/parentOrigin.ts';

const allowed = ['https://www.operator.example', 'http://operator.localhost:5412'];
const self = {};

function framedBy(parent: { ancestors?: string[]; referrer?: string }, framed = true): FramedWindow {
  return {
    self,
    parent: framed ? {} : self,
    location: parent.ancestors ? { ancestorOrigins: Object.assign([...parent.ancestors]) } : {},
    document: { referrer: parent.referrer ?? '' },
  };
}

describe('allowedParentOrigin (docs/decisions/0640)', () => {
  it.each([
    [
      'the parent named by ancestorOrigins is listed',
      { ancestors: ['https://www.operator.example'] },
      'https://www.operator.example',
    ],
    [
      'only the nearest ancestor counts',
      { ancestors: ['http://operator.localhost:5412', 'https://evil.example'] },
      'http://operator.localhost:5412',
    ],
    [
      'without ancestorOrigins, the referrer’s origin is listed',
      { referrer: 'https://www.operator.example/swim?x=1' },
      'https://www.operator.example',
    ],
  ])('posts when %s', (_, parent, expected) => {
    expect(allowedParentOrigin(framedBy(parent), allowed)).toBe(expected);
  });

  it.each([
    ['the parent is not listed', { ancestors: ['https://evil.example'] }],
    [
      'a listed referrer does not outvote the real parent',
      { ancestors: ['https://evil.example'], referrer: 'https://www.operator.example/' },
    ],
    ['a look-alike origin', { ancestors: ['https://www.operator.example.evil.example'] }],
    ['another port', { ancestors: ['http://operator.localhost:5413'] }],
    ['another scheme', { ancestors: ['http://www.operator.example'] }],
    ['the parent cannot be told', {}],
    ['the referrer is not a URL', { referrer: 'not a url' }],
    ['an opaque parent (a sandboxed frame or a data: page)', { ancestors: ['null'] }],
  ])('posts nothing when %s', (_, parent) => {
    expect(allowedParentOrigin(framedBy(parent), allowed)).toBeNull();
  });

  it('posts nothing when the page is not framed, even if its referrer is listed', () => {
    expect(allowedParentOrigin(framedBy({ referrer: 'https://www.operator.example/' }, false), allowed)).toBeNull();
  });

  it('posts nothing when no origin is listed (the default)', () => {
    expect(allowedParentOrigin(framedBy({ ancestors: ['https://www.operator.example'] }), [])).toBeNull();
  });
});
