/**
 * Reading a QR from the camera's picture: the browser's own `BarcodeDetector` where it reads QR
 * codes (Chrome on Android, Safari), else ZXing compiled to WebAssembly, loaded only then and
 * only on the gate desk. The desk loads it as soon as it opens, while the network is there, so
 * a scan works with none (the service worker keeps the files too).
 */
import type { QrDecoder } from './qr-decoding';

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<QrDecoder | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  } catch {
    return undefined;
  }
}

let loading: Promise<QrDecoder> | undefined;

export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= (async () => {
    const native = await nativeDetector();
    if (native) return native;
    const { zxingDecoder } = await import('./zxing-decoder');
    return zxingDecoder();
  })();
  // A failed download (offline before the worker kept the files) may be tried again.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Loads the decoder ahead of the first scan, where this device has a camera at all. */
export function preloadQrDecoder(): void {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return;
  void loadQrDecoder().catch(() => undefined);
}
