/**
 * One zoom for everything we show larger than the screen (the PDF viewer, the lightbox): a few
 * fixed steps above "fit", so two taps of + always land on the same, predictable size.
 */
import { useState } from 'react';

/** Times the fitted size. 2× turns a phone-fitted A4 page's 7 px text into 14 px. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

export interface Zoom {
  /** 1 is fitted to the frame; above 1 the content scrolls inside the frame. */
  level: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
}

export function useZoom(): Zoom {
  const [step, setStep] = useState(0);
  const last = ZOOM_LEVELS.length - 1;
  return {
    level: ZOOM_LEVELS[step] ?? 1,
    canZoomIn: step < last,
    canZoomOut: step > 0,
    zoomIn: () => setStep((current) => Math.min(current + 1, last)),
    zoomOut: () => setStep((current) => Math.max(current - 1, 0)),
    fit: () => setStep(0),
  };
}
