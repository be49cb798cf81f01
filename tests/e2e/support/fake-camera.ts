/**
 * A fake camera that shows a QR: Chromium plays a Y4M file as the webcam
 * (`--use-file-for-fake-video-capture`), looping its one frame. The QR is drawn into the
 * luma plane black on white with a quiet zone; chroma stays neutral grey.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './browser';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes a one-frame 640×480 Y4M showing `text` as a QR code (error level Q). */
export function writeQrVideo(text: string, path: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  const scale = Math.floor((HEIGHT - 40) / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const y = top + (row + quiet) * scale + dy;
        luma.fill(
          16,
          y * WIDTH + left + (col + quiet) * scale,
          y * WIDTH + left + (col + quiet + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma, chroma]));
}

/** A Chromium whose camera shows the video at `videoPath` (granted without a prompt). */
export function launchWithCamera(videoPath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      ...chromiumFlags,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoPath}`,
    ],
  });
}
