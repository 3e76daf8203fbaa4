import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itReadsEach, itRefusesEach } from '@leisure/test-support';
import { safeLogoUrl, useSite } from '../src/index.ts';

describe('safeLogoUrl', () => {
  itReadsEach(safeLogoUrl, [
    ['https://cdn.example/logos/capital.svg', 'https://cdn.example/logos/capital.svg'],
    ['http://127.0.0.1:4010/assets/logos/brightwater.svg', 'http://127.0.0.1:4010/assets/logos/brightwater.svg'],
    ['/assets/logos/brightwater.svg', '/assets/logos/brightwater.svg'],
    ['  https://cdn.example/a.png ', 'https://cdn.example/a.png'],
  ]);

  itRefusesEach(safeLogoUrl, [
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/logo.svg',
    '/\\evil.example',
    'logo.svg',
    '',
  ]);
});

describe('useSite', () => {
  it('says where it works when used outside ThemeGate', () => {
    expect(() => renderHook(() => useSite())).toThrow('useSite() is only available inside <ThemeGate>.');
  });
});
