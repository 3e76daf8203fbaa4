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

/**
 * One test per row `[...args, expected]`: `f(...args)` is the expected value (toBe). The it.each `title` is formatted
 * from the whole row, so a row may start with a case name that `f` ignores.
 */
export function itReturnsEach<Args extends unknown[], Expected>(
  title: string,
  f: (...args: Args) => Expected,
  rows: readonly NoInfer<readonly [...args: Args, expected: Expected]>[],
): void {
  it.each(rows.map((row): unknown[] => [...row]))(title, (...row) => {
    const expected = row.pop();
    expect(f(...(row as Args))).toBe(expected);
  });
}
