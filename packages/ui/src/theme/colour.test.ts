import { describe, expect, it } from 'vitest';
import { itRefusesEach } from '@leisure/test-support';
import { mixColours, parseColour, toHex } from './colour.ts';

describe('parseColour', () => {
  it('reads six- and three-digit hex with or without the hash', () => {
    expect(parseColour('#8C59F8')).toEqual({ red: 140, green: 89, blue: 248 });
    expect(parseColour('8c59f8')).toEqual({ red: 140, green: 89, blue: 248 });
    expect(parseColour('#fa0')).toEqual({ red: 255, green: 170, blue: 0 });
  });

  it('reads opaque rgb() and rgba() with alpha 1', () => {
    expect(parseColour('rgb(38, 39, 49)')).toEqual({ red: 38, green: 39, blue: 49 });
    expect(parseColour('rgba(38,39,49,1)')).toEqual({ red: 38, green: 39, blue: 49 });
  });

  itRefusesEach(parseColour, [
    '',
    'purple',
    '#12345',
    '#GGGGGG',
    'rgb(300, 0, 0)',
    'rgba(0, 0, 0, 0.5)',
    '#8C59F8; background: url(x)',
    'red}',
  ]);
});

describe('toHex and mixColours', () => {
  it('writes upper-case six-digit hex', () => {
    expect(toHex({ red: 140, green: 89, blue: 248 })).toBe('#8C59F8');
  });

  it('mixes part of the way between two colours', () => {
    const black = { red: 0, green: 0, blue: 0 };
    const white = { red: 255, green: 255, blue: 255 };
    expect(mixColours(black, white, 0)).toEqual(black);
    expect(mixColours(black, white, 1)).toEqual(white);
    expect(toHex(mixColours(black, white, 0.5))).toBe('#808080');
  });
});
