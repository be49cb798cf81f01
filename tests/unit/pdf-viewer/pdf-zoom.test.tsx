import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasScale, MAX_CANVAS_PIXELS } from '../../../src/ui/pdf-viewer/canvas-budget';
import { pdfCalls } from './fake-pdf';
import { fakeIntersectionObserver, observerWith } from './fake-intersection-observer';
import { openViewer } from './viewer-harness';

vi.mock('../../../src/ui/pdf-viewer/pdf-document', () => import('./fake-pdf'));

// jsdom lays nothing out and has no Element.scrollTo; zooming keeps the reader's place with it.
beforeAll(() => {
  Element.prototype.scrollTo = () => undefined;
});
beforeEach(() => pdfCalls.reset());

/** jsdom reports no width, so the viewer's fallback fit width (600 CSS px) is what zoom multiplies. */
const FIT = 600;
const widthsOf = (page: number) =>
  pdfCalls.draws.filter((draw) => draw.page === page).map((draw) => draw.width);
const zoomButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Zoom' })).getByRole('button', { name });
const pages = () => screen.getAllByRole('img', { name: /^Page \d of 3$/ });

describe('PDF viewer zoom', () => {
  it('redraws the pages wider with each Zoom in, and back at Fit width', async () => {
    const user = await openViewer();
    await waitFor(() => expect(pdfCalls.drawn).toEqual([1, 2, 3]));
    expect(zoomButton('Zoom out').getAttribute('aria-disabled')).toBe('true');
    expect(zoomButton('Fit width').getAttribute('aria-disabled')).toBe('true');

    await user.click(zoomButton('Zoom in'));
    await user.click(zoomButton('Zoom in'));
    await waitFor(() => expect(widthsOf(1).at(-1)).toBe(FIT * 2));
    await waitFor(() => expect(widthsOf(3).at(-1)).toBe(FIT * 2));
    expect(zoomButton('Zoom out').getAttribute('aria-disabled')).toBeNull();

    await user.click(zoomButton('Fit width'));
    await waitFor(() => expect(widthsOf(1).at(-1)).toBe(FIT));
    expect(zoomButton('Fit width').getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps keyboard focus on Zoom in when it reaches the largest size', async () => {
    const user = await openViewer();
    const zoomIn = zoomButton('Zoom in');
    zoomIn.focus();
    for (let press = 0; press < 6; press += 1) await user.keyboard('{Enter}');
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(zoomIn);
    await waitFor(() => expect(widthsOf(1).at(-1)).toBe(FIT * 4));
  });

  it('shows the page crossing the middle of the frame as "Page n of m"', async () => {
    fakeIntersectionObserver();
    await openViewer();
    await screen.findByRole('img', { name: 'Page 1 of 3' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Page 1 of 3');
    // The observer watches the pages once the document is ready, which may follow the first page.
    const middle = await waitFor(() => observerWith('-50% 0px -50% 0px'));
    const [, second, third] = middle.targets;
    act(() => middle.cross([second as Element]));
    expect(status.textContent).toBe('Page 2 of 3');
    act(() => middle.cross([third as Element]));
    expect(status.textContent).toBe('Page 3 of 3');
  });

  it('draws only the pages near the screen, and gives back the bitmap of one that leaves', async () => {
    fakeIntersectionObserver();
    await openViewer();
    await screen.findByRole('img', { name: 'Page 1 of 3' });
    const near = await waitFor(() => observerWith('100% 0px'));
    const [first, second] = pages();
    act(() => near.cross([first as Element, second as Element]));
    await waitFor(() => expect(pdfCalls.drawn).toEqual([1, 2]));
    expect(first?.dataset.rendered).toBe('true');

    const drawnSize = Object.assign(first as HTMLCanvasElement, { width: 1200, height: 1700 });
    act(() => near.cross([first as Element], false));
    expect(drawnSize.width).toBeLessThan(1200);
    expect(drawnSize.width / drawnSize.height).toBeCloseTo(1200 / 1700, 2);
    expect(first?.dataset.rendered).toBeUndefined();
    expect(pdfCalls.drawn).toEqual([1, 2]);
  });
});

describe('canvas budget', () => {
  const a4 = { width: 595, height: 842 };

  it('draws a fitted page at the screen density, capped at 2x', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    expect(canvasScale(a4, 344)).toBeCloseTo((344 / 595) * 2);
  });

  it('keeps a page zoomed 4x on a phone within the pixel budget', () => {
    vi.stubGlobal('devicePixelRatio', 3);
    const scale = canvasScale(a4, 344 * 4);
    expect(a4.width * scale * a4.height * scale).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    // Still sharper than one canvas pixel per CSS pixel.
    expect(a4.width * scale).toBeGreaterThan(344 * 4);
  });
});
