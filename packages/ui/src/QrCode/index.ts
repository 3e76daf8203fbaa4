// Its own entry point (`@leisure/ui/qrCode`), not re-exported from the kit's index: only lazy pages pay for the encoder.
export { QrCode, type QrCodeProps } from './QrCode.tsx';
export { encodeQrMatrix, QR_QUIET_ZONE, qrPathData, type QrErrorCorrection, type QrMatrix } from './qrMatrix.ts';
