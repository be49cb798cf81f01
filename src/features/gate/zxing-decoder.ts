/**
 * ZXing (WebAssembly) for browsers without a QR-reading `BarcodeDetector`. The .wasm is served
 * by us (and precached by the service worker), never fetched from a CDN, so the desk scans
 * offline and the CSP stays closed.
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { QrDecoder } from './qr-decoding';

/** Frames are scaled down to this width: a QR held up to a camera is found just as well. */
const FRAME_WIDTH = 640;

function frameOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | undefined {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return undefined;
  const scale = Math.min(1, FRAME_WIDTH / videoWidth);
  canvas.width = Math.round(videoWidth * scale);
  canvas.height = Math.round(videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export async function zxingDecoder(): Promise<QrDecoder> {
  // Fetched and compiled now, while the desk is online, not at the first scan.
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return async (video, canvas) => {
    const image = frameOf(video, canvas);
    if (!image) return undefined;
    const [found] = await readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1 });
    return found?.isValid ? found.text : undefined;
  };
}
