import { encode } from 'uqr';

/** The modules of a QR code without its quiet zone: `modules[row][column]`, true for dark. */
export interface QrMatrix {
  size: number;
  modules: boolean[][];
}

/** Error correction the component uses: M survives a worn or partly covered print (15%) and keeps codes small. */
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** The quiet zone the QR standard asks for around the code: four light modules on every side. */
export const QR_QUIET_ZONE = 4;

/** Encodes text (UTF-8, byte mode when needed) as a QR matrix, the smallest version that holds it. */
export function encodeQrMatrix(value: string, ecc: QrErrorCorrection = 'M'): QrMatrix {
  const { size, data } = encode(value, { ecc, border: 0 });
  return { size, modules: data };
}

/**
 * One SVG path for the dark modules, offset by the quiet zone: each run of dark modules in a row is one rectangle,
 * so the path stays short and neighbouring modules share edges (no hairline seams when scaled).
 */
export function qrPathData({ modules }: QrMatrix, offset = QR_QUIET_ZONE): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start + offset} ${y + offset}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
