import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import * as ui from '../src/index.ts';
import { encodeQrMatrix, QR_QUIET_ZONE, qrPathData, QrCode } from '../src/QrCode/index.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

const PIXELS_PER_MODULE = 4;

/** Paints the SVG path's rectangles (`M x y h w v1 h-w z`) into RGBA pixels on white, as a camera would see them. */
function rasterise(path: string, extent: number): { pixels: Uint8ClampedArray; width: number } {
  const width = extent * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * PIXELS_PER_MODULE; row < (Number(y) + 1) * PIXELS_PER_MODULE; row += 1) {
      for (let col = Number(x) * PIXELS_PER_MODULE; col < (Number(x) + Number(w)) * PIXELS_PER_MODULE; col += 1) {
        const at = (row * width + col) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  return { pixels, width };
}

function decodeRendered(svg: Element): string | undefined {
  const extent = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const { pixels, width } = rasterise(path, extent);
  return jsQR(pixels, width, width, { inversionAttempts: 'dontInvert' })?.data;
}

describe('QR code', () => {
  it.each([
    ['a guest pass code', 'GP-ABC234'],
    ['a membership reference', 'BW100002'],
    ['a longer text with a URL', 'https://example.com/my-account/guest-passes?code=GP-XYZ789'],
    ['text outside ASCII', 'Zoë Brontë – £5'],
  ])('encodes %s that a scanner reads back', (_, value) => {
    renderWithTheme(<QrCode value={value} label={`QR code for ${value}`} />);
    expect(decodeRendered(screen.getByRole('img', { name: `QR code for ${value}` }))).toBe(value);
  });

  it('leaves a quiet zone of four light modules on every side', () => {
    const matrix = encodeQrMatrix('GP-ABC234');
    const path = qrPathData(matrix);
    const starts = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [Number(x), Number(y), Number(w)]);
    expect(Math.min(...starts.map(([x]) => x!))).toBe(QR_QUIET_ZONE);
    expect(Math.min(...starts.map(([, y]) => y!))).toBe(QR_QUIET_ZONE);
    expect(Math.max(...starts.map(([x, , w]) => x! + w!))).toBe(QR_QUIET_ZONE + matrix.size);
    expect(Math.max(...starts.map(([, y]) => y! + 1))).toBe(QR_QUIET_ZONE + matrix.size);

    renderWithTheme(<QrCode value="GP-ABC234" label="QR code for guest pass GP-ABC234" />);
    const extent = matrix.size + 2 * QR_QUIET_ZONE;
    expect(screen.getByRole('img')).toHaveAttribute('viewBox', `0 0 ${extent} ${extent}`);
  });

  it('draws the finder pattern in the top left corner (a known 7 × 7 block)', () => {
    const { modules, size } = encodeQrMatrix('GP-ABC234');
    expect(size).toBe(21);
    const finder = modules.slice(0, 7).map((row) =>
      row
        .slice(0, 7)
        .map((dark) => (dark ? '#' : '.'))
        .join(''),
    );
    expect(finder).toEqual(['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######']);
  });

  it('is one image named by its label, its modules hidden from assistive technology', () => {
    renderWithTheme(<QrCode value="GP-ABC234" label="QR code for guest pass GP-ABC234" size="8rem" />);
    const image = screen.getByRole('img', { name: 'QR code for guest pass GP-ABC234' });
    expect(image).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(image.querySelectorAll('[role], title, text')).toHaveLength(0);
  });

  it('is not in the kit index, so a first route never loads the encoder', () => {
    expect('QrCode' in ui).toBe(false);
  });
});
