import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { faceOverrides, fallbackFaces, fallbackFontFaceCss } from '../src/theme/fallbackFaces.ts';
import { fontFileMetrics } from './support/fontMetrics.ts';

// docs/decisions/0036-layout-shift.md: each web font's fallback face carries the font's own metrics.
const require = createRequire(import.meta.url);
const fileOf = (family: string, weight: number) => {
  const name = family.toLowerCase().replace(/ /g, '-');
  return require.resolve(`@fontsource/${name}/files/${name}-latin-${weight}-normal.woff`);
};

describe('the fallback faces', () => {
  for (const face of fallbackFaces) {
    it(`${face.family} ${face.weight}: the figures are the font file's`, () => {
      const measured = fontFileMetrics(fileOf(face.family, face.weight));
      expect(face.metrics.ascent).toBeCloseTo(measured.ascent, 4);
      expect(face.metrics.descent).toBeCloseTo(measured.descent, 4);
      expect(face.metrics.lineGap).toBeCloseTo(measured.lineGap, 4);
      expect(face.metrics.averageAdvance).toBeCloseTo(measured.averageAdvance, 4);
    });
  }

  it('scale Arial to the average advance and keep the web font’s ascent and descent', () => {
    const lato = fallbackFaces.find((face) => face.family === 'Lato' && face.weight === 400)!;
    expect(faceOverrides(lato)).toEqual({
      sizeAdjust: '97.51%',
      ascentOverride: '101.22%',
      descentOverride: '21.84%',
      lineGapOverride: '0.00%',
    });
  });

  it('are local fonts only: no request goes out for them', () => {
    const css = fallbackFontFaceCss();
    expect(css.match(/@font-face/g)).toHaveLength(fallbackFaces.length);
    expect(css).not.toMatch(/url\(/);
    expect(css).toMatch(/font-family:'League Gothic fallback';[^}]*src:local\('Arial Narrow'\)/);
  });
});
