import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../src/index.ts';

describe('safeRedirectPath accepts same-origin relative paths', () => {
  it.each([
    ['/', '/'],
    ['/memberships', '/memberships'],
    ['/bookings/upcoming?page=2', '/bookings/upcoming?page=2'],
    ['/location/leeds-central#timetable', '/location/leeds-central#timetable'],
    ['/activities?search=swim%20lessons', '/activities?search=swim%20lessons'],
    ['/centre/leeds-central?kiosk=true&centre=leeds-central', '/centre/leeds-central?kiosk=true&centre=leeds-central'],
    // Resolved as a browser would: dot segments go, the path stays on the site.
    ['/account/../payments', '/payments'],
    ['/a b', '/a%20b'],
  ])('%j → %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });
});

describe('safeRedirectPath refuses everything that could leave the site', () => {
  const hostile = [
    // Other hosts
    '//evil.example',
    '//evil.example/login',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    '/./\\evil.example',
    '/.//evil.example',
    '/login/..//evil.example',
    'evil.example',
    'evil.example/path',
    './memberships',
    '../memberships',
    // Schemes
    'https://evil.example',
    'http://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'HTTPS://EVIL.EXAMPLE',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@evil.example',
    // Whitespace and control characters a URL parser strips or a reader cannot see
    ' //evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/\u200b/evil.example',
    '/\u2028/evil.example',
    '\u0000/memberships',
    // Percent-encoded forms, once and repeatedly
    '%2F%2Fevil.example',
    '%2f%2fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%2525252525252F/evil.example',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    'https%3A%2F%2Fevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0d/evil.example',
    '/%00/evil.example',
    '/%E2%80%8B/evil.example',
    // Malformed or absurd values
    '/%E0%A4%A',
    '/%',
    '',
    ' ',
    `/${'a'.repeat(3000)}`,
  ];

  it.each(hostile)('%j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
