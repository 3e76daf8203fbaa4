import { useMemo } from 'react';
import styled from 'styled-components';
import { encodeQrMatrix, QR_QUIET_ZONE, qrPathData, type QrErrorCorrection } from './qrMatrix.ts';

export interface QrCodeProps {
  /** The text encoded (a pass code, a membership reference). */
  value: string;
  /** The accessible name, e.g. "QR code for guest pass GP-ABC234"; the visible code is shown as text next to it. */
  label: string;
  /** Rendered width and height (any CSS length); the SVG scales without blur. */
  size?: string;
  ecc?: QrErrorCorrection;
  className?: string;
}

// Dark on white whatever the theme: scanners read dark modules on a light ground, and print keeps the white.
const Svg = styled.svg<{ $size: string }>`
  display: block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  max-width: 100%;
  background: #ffffff;
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

/**
 * A QR code as inline SVG with the standard quiet zone, read by assistive technology as one image with its label.
 * Lives on its own subpath (`@leisure/ui/qrCode`) so the encoder loads only with the lazy pages that show a code.
 */
export function QrCode({ value, label, size = '12rem', ecc = 'M', className }: QrCodeProps) {
  const matrix = useMemo(() => encodeQrMatrix(value, ecc), [value, ecc]);
  const path = useMemo(() => qrPathData(matrix), [matrix]);
  const extent = matrix.size + QR_QUIET_ZONE * 2;
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      $size={size}
      className={className}
      data-qr-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </Svg>
  );
}
