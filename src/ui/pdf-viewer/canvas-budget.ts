/**
 * How many pixels a page may cost. A zoomed page on a 3x phone screen would want a canvas of
 * 40+ million pixels (160 MB); phones kill the tab long before that, and iOS refuses canvases
 * past 16.7 million pixels. Past this budget the page gets softer, not heavier.
 */

/** Phones have 3x screens but little memory: past 2x the page gets heavier, not much sharper. */
export const MAX_PIXEL_RATIO = 2;
/** About 16 MB of bitmap per drawn page; only pages near the screen are kept drawn. */
export const MAX_CANVAS_PIXELS = 4_000_000;
/** Safari and older Androids refuse wider or taller canvases. */
export const MAX_CANVAS_SIDE = 4096;

/** The pdf.js scale that draws a page `size` (at scale 1) `cssWidth` CSS pixels wide. */
export function canvasScale(size: { width: number; height: number }, cssWidth: number): number {
  const ratio = Math.min(globalThis.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  const wanted = (cssWidth / size.width) * ratio;
  const byArea = Math.sqrt(MAX_CANVAS_PIXELS / (size.width * size.height));
  const bySide = MAX_CANVAS_SIDE / Math.max(size.width, size.height);
  return Math.min(wanted, byArea, bySide);
}
