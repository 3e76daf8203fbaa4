import { describe, expect, it } from 'vitest';
import { getConfig } from '../src/index.ts';

describe('getConfig', () => {
  it('parses the build environment once and shares the result', () => {
    const first = getConfig();
    expect(first.mode).toBe(import.meta.env.MODE);
    expect(getConfig()).toBe(first);
  });
});
