import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { buildLeisureTheme } from '../theme/leisureTheme.ts';
import { GlobalStyle } from './GlobalStyle.tsx';

// styled-components inserts its rules through the CSSOM, so they are read from there rather than from <style> text.
function injectedCss(): string {
  return [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

describe('GlobalStyle', () => {
  it('sets the body font and text colour from the theme', () => {
    renderWithTheme(<GlobalStyle />, { theme: buildLeisureTheme({ bodyFont: 'Roboto' }) });
    const body = getComputedStyle(document.body);
    expect(body.fontFamily).toMatch(/^'?Roboto'?, '?Roboto fallback'?, system-ui/);
    expect(body.color).toBe('rgb(29, 29, 37)');
  });

  it('adds box-sizing, a visible focus outline, the hidden rule and reduced motion', () => {
    renderWithTheme(<GlobalStyle />);
    const css = injectedCss();
    expect(css).toMatch(/box-sizing: border-box/);
    expect(css).toMatch(/:focus-visible \{[^}]*outline: 3px solid/);
    expect(css).toMatch(/\[hidden\] \{ display: none !important; \}/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)/);
  });

  it('declares the metric-matched fallback faces the font stacks name (docs/decisions/0036)', () => {
    renderWithTheme(<GlobalStyle />);
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule.cssText.startsWith('@font-face'));
    expect(faces.length).toBeGreaterThanOrEqual(7);
  });
});
