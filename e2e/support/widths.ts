import { test } from './fixtures.ts';
import { screenWidths, type ScreenWidth } from './screenWidths.ts';

/** The e2e tests run each journey at a phone's width and a desktop's (issue 12). */
export const widths = screenWidths;

export type Width = ScreenWidth;

/**
 * Declares the journeys `body` declares once at each width, in a group "at {width} px" whose pages open at that
 * width (900 px high).
 */
export function atEachWidth(body: (width: Width) => void): void {
  for (const width of widths) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      body(width);
    });
  }
}
