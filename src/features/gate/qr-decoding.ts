/** What reads a QR from the camera's picture: BarcodeDetector or ZXing (qr-decoder.ts). */
export type QrDecoder = (
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
) => Promise<string | undefined>;
