/** An opaque sRGB colour with 0–255 channels. */
export interface Rgb {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0+|100%)\s*)?\)$/i;

/**
 * Reads `#rgb`, `#rrggbb` (the leading # optional) or an opaque `rgb(r, g, b)`.
 * Anything else — names, transparency, junk from a theme API — gives null so the caller can fall back.
 */
export function parseColour(value: string): Rgb | null {
  const text = value.trim();
  const hex = HEX_COLOUR.exec(text)?.[1];
  if (hex !== undefined) {
    const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return {
      red: Number.parseInt(digits.slice(0, 2), 16),
      green: Number.parseInt(digits.slice(2, 4), 16),
      blue: Number.parseInt(digits.slice(4, 6), 16),
    };
  }
  const functional = RGB_FUNCTION.exec(text);
  if (functional) {
    const [red, green, blue] = functional.slice(1, 4).map(Number) as [number, number, number];
    if (red > 255 || green > 255 || blue > 255) return null;
    return { red, green, blue };
  }
  return null;
}

/** Requires a colour the caller has already checked or that comes from our own code. */
export function requireColour(value: string): Rgb {
  const colour = parseColour(value);
  if (!colour) throw new RangeError(`Not a colour we can read: "${value}" (use #rrggbb)`);
  return colour;
}

export function toHex({ red, green, blue }: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Moves `from` towards `to` by `amount` (0 = from, 1 = to). */
export function mixColours(from: Rgb, to: Rgb, amount: number): Rgb {
  const mix = (a: number, b: number): number => Math.round(a + (b - a) * amount);
  return { red: mix(from.red, to.red), green: mix(from.green, to.green), blue: mix(from.blue, to.blue) };
}
