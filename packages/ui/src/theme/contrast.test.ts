import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, ensureContrast, LIGHT_TEXT, readableTextOn } from './contrast.ts';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // #767676 is the classic lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#8C59F8', '#262731')).toBeCloseTo(contrastRatio('#262731', '#8C59F8'), 10);
  });

  it('refuses colours it cannot read rather than guessing', () => {
    expect(() => contrastRatio('purple', '#FFFFFF')).toThrow(RangeError);
  });
});

describe('readableTextOn', () => {
  it('puts light text on the default dark header and purple primary, dark text on yellow', () => {
    expect(readableTextOn('#262731')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#3E2DAC')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#FFDD00')).toBe(DARK_TEXT);
    expect(readableTextOn('#FFFFFF')).toBe(DARK_TEXT);
  });

  // Every 17th step of each channel: 4,096 backgrounds including the awkward mid-tones.
  const backgrounds: string[] = [];
  for (let red = 0; red <= 255; red += 17)
    for (let green = 0; green <= 255; green += 17)
      for (let blue = 0; blue <= 255; blue += 17) backgrounds.push(`rgb(${red}, ${green}, ${blue})`);

  it('reaches 4.5:1 on every background', () => {
    const failures = backgrounds.filter((background) => contrastRatio(readableTextOn(background), background) < 4.5);
    expect(failures).toEqual([]);
  });

  it('falls back to pure black or white where neither preferred text colour reaches 4.5:1', () => {
    // Mid grey: #1D1D25 and #FFFFFF both fall short, pure black does not.
    expect(contrastRatio(DARK_TEXT, '#777777')).toBeLessThan(4.5);
    expect(contrastRatio(LIGHT_TEXT, '#777777')).toBeLessThan(4.5);
    expect(readableTextOn('#777777')).toBe('#000000');
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#3E2DAC', '#FFFFFF')).toBe('#3E2DAC');
  });

  it('darkens a light brand colour just enough to read on white', () => {
    const adjusted = ensureContrast('#8C59F8', '#FFFFFF');
    expect(contrastRatio('#8C59F8', '#FFFFFF')).toBeLessThan(4.5);
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // Just enough: a shade noticeably lighter would not pass, so the brand hue is kept close.
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeLessThan(4.8);
  });

  it('lightens a dark colour against a dark background', () => {
    const adjusted = ensureContrast('#3E2DAC', '#262731');
    expect(contrastRatio(adjusted, '#262731')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeLessThan(contrastRatio('#3E2DAC', '#FFFFFF'));
  });

  it('honours another minimum, such as 3:1 for borders and focus rings', () => {
    const adjusted = ensureContrast('#FFDD00', '#FFFFFF', 3);
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(adjusted, '#FFFFFF')).toBeLessThan(4.5);
  });

  it('gives the better of black and white when no shade can reach the minimum', () => {
    expect(ensureContrast('#777777', '#777777', 21)).toBe('#000000');
  });

  it('meets 4.5:1 for any colour against white, black and a mid grey', () => {
    const colours = ['#FFFF00', '#00FFFF', '#FF00FF', '#808080', '#8C59F8', '#FFFFFF', '#000000', '#123456'];
    for (const against of ['#FFFFFF', '#000000', '#777777'])
      for (const colour of colours)
        expect(contrastRatio(ensureContrast(colour, against), against)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the default primary colour', () => {
  // Primary buttons darken it a shade for white text instead (buttonColours.test.ts, docs/decisions/0017).
  it('is too light for white text (4.29:1), so text on it as given is black', () => {
    expect(contrastRatio('#FFFFFF', '#8C59F8')).toBeLessThan(4.5);
    expect(readableTextOn('#8C59F8')).toBe('#000000');
  });
});
