import { describe, expect, it } from 'vitest';
import { primaryFill } from './buttonColours.ts';
import { contrastRatio } from './contrast.ts';

// The primary button's fill and text from the brand colour (docs/decisions/0017).
describe('primaryFill', () => {
  it.each([
    // brand, white on it, what the button shows
    ['#E4002B', 'reads white already', 'unchanged', 'light'],
    ['#3E2DAC', 'reads white already', 'unchanged', 'light'],
    ['#8C59F8', 'just short (4.29:1)', 'darkened', 'light'],
    ['#00A19A', 'large-text legible (3.20:1)', 'darkened', 'light'],
    ['#FFB81C', 'unreadable (1.73:1)', 'unchanged', 'dark'],
    ['#FFFFFF', 'invisible', 'unchanged', 'dark'],
  ])('%s (white %s): fill %s, %s text at 4.5:1', (brand, _white, fill, text) => {
    const result = primaryFill(brand);
    expect(contrastRatio(result.text, result.fill)).toBeGreaterThanOrEqual(4.5);
    expect(result.fill === brand).toBe(fill === 'unchanged');
    expect(result.text === '#FFFFFF').toBe(text === 'light');
  });

  it('darkens only as far as it must, so the brand stays recognisable', () => {
    expect(contrastRatio('#FFFFFF', primaryFill('#8C59F8').fill)).toBeLessThan(4.7);
  });
});
