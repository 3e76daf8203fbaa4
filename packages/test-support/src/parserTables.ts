import { expect, it } from 'vitest';

type Parse = (text: string) => string | null;

/** One test per row: the parser reads the text as the expected string. */
export function itReadsEach(parse: Parse, rows: readonly (readonly [text: string, expected: string])[]): void {
  it.each(rows)('reads %j as %j', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });
}

/** One test per text: the parser refuses it (null). */
export function itRefusesEach(parse: (text: string) => unknown, texts: readonly string[]): void {
  it.each(texts)('refuses %j', (text) => {
    expect(parse(text)).toBeNull();
  });
}
