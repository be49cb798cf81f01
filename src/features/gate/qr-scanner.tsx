/**
 * The camera, open while the guard scans: the back camera's picture, read a few times a second
 * until a QR is found. The camera stops as soon as one is read, on Cancel, and when the desk is
 * left, so its light never stays on.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { loadQrDecoder } from './qr-decoder';
import styles from './gate.module.css';

export const CAMERA_FAILED = 'Could not open the camera. Type the pass code instead.';

/** Time between two reads of the picture: quick enough to feel instant, light on a phone. */
const READ_EVERY_MS = 150;

interface QrScannerProps {
  onText: (text: string) => void;
  onClose: () => void;
}

function stop(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

export function QrScanner({ onText, onClose }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [problem, setProblem] = useState<string>();
  const found = useRef(onText);
  useEffect(() => {
    found.current = onText;
  }, [onText]);

  useEffect(() => {
    let done = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;

    const read = async (decode: Awaited<ReturnType<typeof loadQrDecoder>>) => {
      if (done || !video.current || !canvas.current) return;
      const text =
        video.current.readyState >= 2
          ? await decode(video.current, canvas.current).catch(() => undefined)
          : undefined;
      if (done) return;
      if (text) {
        done = true;
        stop(stream);
        found.current(text);
        return;
      }
      timer = window.setTimeout(() => void read(decode), READ_EVERY_MS);
    };

    void (async () => {
      try {
        const decode = await loadQrDecoder();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (done || !video.current) return stop(stream);
        video.current.srcObject = stream;
        await video.current.play();
        void read(decode);
      } catch {
        if (!done) setProblem(CAMERA_FAILED);
      }
    })();

    return () => {
      done = true;
      window.clearTimeout(timer);
      stop(stream);
    };
  }, []);

  return (
    <div className={styles.scanner}>
      {problem ? (
        <Notice>{problem}</Notice>
      ) : (
        <video ref={video} className={styles.video} muted playsInline aria-label="Camera" />
      )}
      <canvas ref={canvas} hidden />
      <Button variant="secondary" block onClick={onClose}>
        Cancel scan
      </Button>
    </div>
  );
}
