import type { Random } from './seededRandom.ts';

/** Strings that have broken real servers: injection, markup, odd unicode, number look-alikes, path tricks. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; DELETE FROM venues',
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '%s%s%s%n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  'Zalgơ̸̢͉̳͈̝̪̖̠̓̏̔͂̉̓̍̅͌͆̕͝',
  '👩‍👩‍👧‍👦🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  '\ud800',
  'ＡＢＣ１２３',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '0x1F',
  '99999999999999999999999999',
  '1.5',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1970-01-01T00:00:00Z',
];

export const hostileNumbers: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** Path segments: `raw` ones are placed in the URL as they are (already percent-encoded, or deliberately broken). */
export const hostilePathSegments: readonly { value: string; raw?: boolean }[] = [
  ...hostileStrings.filter((value) => value !== '').map((value) => ({ value })),
  { value: '..', raw: true },
  { value: '%2e%2e%2f%2e%2e%2fetc%2fpasswd', raw: true },
  { value: '..%2F..%2F', raw: true },
  { value: '%00', raw: true },
  { value: '%', raw: true },
  { value: '%E0%A4%A', raw: true },
  { value: '%C0%AE%C0%AE', raw: true },
  { value: '%FF%FE', raw: true },
  { value: 'x'.repeat(5000) },
  { value: '9'.repeat(400) },
];

/** Bodies that are not JSON, or JSON no schema expects. */
export const malformedJsonBodies: readonly string[] = [
  '{',
  '{"a":',
  '}',
  '[',
  '{"a": 1,}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": undefined}',
  '\ufeff{}',
  'null',
  'true',
  '42',
  '"just a string"',
  '[]',
  '[{}]',
  '[[[]]]',
  '{"a":1}{"b":2}',
  '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
  '{"data_fields": {"__proto__": {"polluted": "yes"}}, "items": [{"__proto__": {"polluted": "yes"}}]}',
  '{"toString": 1, "valueOf": "x", "hasOwnProperty": null}',
  '\u0000',
  'x'.repeat(10_000),
];

const prototypeMembers = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__proto__'];

/**
 * Bodies whose keys are Object.prototype's member names, each holding an object, at the top level and nested
 * (under the bodies' usual field names): what collects field messages on a plain `{}` trips over them.
 */
export const prototypeKeyBodies: readonly string[] = [
  ...prototypeMembers.map((name) => `{"${name}": {"polluted": "yes"}}`),
  `{${prototypeMembers.map((name) => `"${name}": {"a": [1]}`).join(', ')}}`,
  ...['data_fields', 'answers', 'account_details', 'items', 'membership'].map(
    (field) => `{"${field}": {${prototypeMembers.map((name) => `"${name}": {"polluted": "yes"}`).join(', ')}}}`,
  ),
  `[{${prototypeMembers.map((name) => `"${name}": {}`).join(', ')}}]`,
];

/** `{"a":{"a":…}}` or `[[…]]`, `depth` levels deep, as JSON text (building it as an object would recurse as deep). */
export function deeplyNestedJson(depth: number, kind: 'object' | 'array'): string {
  return kind === 'object' ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
}

export function hugeString(random: Random): string {
  return random.pick(['A', 'é', '💥', '<', "'"]).repeat(random.pick([10_000, 200_000, 1_000_000]));
}

/** Any value of any type, for a field or a whole body. */
export function hostileValue(random: Random, depth = 0): unknown {
  const roll = random.int(0, 11);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return random.chance(0.5);
    case 2:
    case 3:
      return random.pick(hostileNumbers);
    case 4:
    case 5:
    case 6:
      return random.pick(hostileStrings);
    case 7:
      return random.chance(0.1) ? hugeString(random) : 'x'.repeat(random.int(256, 5000));
    case 8:
      return depth > 2 ? [] : Array.from({ length: random.int(0, 3) }, () => hostileValue(random, depth + 1));
    case 9:
      return depth > 2 ? {} : { [random.pick(['a', 'id', 'toString', '0', ''])]: hostileValue(random, depth + 1) };
    case 10:
      return [{}];
    default:
      return { nested: { deeper: [null, { id: -1 }] } };
  }
}
