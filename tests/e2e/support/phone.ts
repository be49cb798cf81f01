/**
 * A 360 px phone for the e2e files that check what a person sees on one (the dues files): its
 * viewport, the check that nothing reaches past it or is cut off inside its box (a select whose
 * choice is too long for it included), a screenshot for a person to look at, and the ink of a
 * page pdf.js drew.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const phone = { viewport: { width: 360, height: 800 } };

const screens = join(import.meta.dirname, '..', '..', '..', '.tmp', 'screens');

/**
 * What the phone shows now (or the whole page, scrolled through), or one part of the page (a
 * form, a section), as .tmp/screens/<name>.png.
 */
export async function shot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  await mkdir(screens, { recursive: true });
  const path = join(screens, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, fullPage });
  // A part taller than the screen is shot in pieces: the sticky top bar would cover some of them.
  else await target.screenshot({ path, style: 'header { position: static !important; }' });
}

export interface Fit {
  /** How far the page reaches past the screen's width (0 or less: it fits). */
  overflow: number;
  /** The element reaching furthest right. */
  widest: string;
  /** Text cut short or scrolled out of sight inside its box ("Bu…", a select's long choice). */
  cut: string[];
}

/**
 * Runs in the page: how far it reaches past the screen, and every box whose content is wider
 * than it shows (an ellipsis, a sideways scroller, a select's choice). Carousels scroll by
 * design; visually hidden text is 1 px wide by design.
 */
export function measureFit(): Fit {
  const describe = (element: Element) => {
    const tag = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`;
    return `${tag} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  };
  const width = document.documentElement.clientWidth;
  const pen = document.createElement('canvas').getContext('2d');
  let widest = '';
  let right = width;
  const cut: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0) continue;
    if (box.right > right) {
      right = box.right;
      widest = `${describe(element)} reaching ${Math.round(right)} px`;
    }
    const style = getComputedStyle(element);
    if (
      style.overflowX !== 'visible' &&
      element.clientWidth > 1 &&
      element.scrollWidth > element.clientWidth + 1 &&
      !element.closest('[aria-roledescription="carousel"]')
    ) {
      cut.push(`${describe(element)} shows ${element.clientWidth} of ${element.scrollWidth} px`);
    }
    // A select shows its choice in one line, cut at its arrow (about 24 px) when too long.
    if (element instanceof HTMLSelectElement && pen) {
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = element.selectedOptions[0]?.text ?? '';
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const room = element.clientWidth - padding - 24;
      const needs = pen.measureText(text).width;
      if (needs > room) {
        const label = element.labels?.[0]?.textContent ?? element.name;
        cut.push(
          `select "${label}" shows "${text}" in ${Math.round(room)} of ${Math.ceil(needs)} px`,
        );
      }
    }
  }
  return { overflow: document.documentElement.scrollWidth - width, widest, cut };
}

/** Nothing wider than the phone, and nothing cut off inside its box: either is a defect. */
export async function fitsThePhone(page: Page): Promise<void> {
  const { overflow, widest, cut } = await page.evaluate(measureFit);
  expect(overflow, `${page.url()} is wider than the phone: ${widest}`).toBeLessThanOrEqual(0);
  expect(cut, `${page.url()} cuts something off`).toEqual([]);
}

/** Runs in the page: the dark pixels of a canvas (a page pdf.js drew has text on it). */
export function inkOn(canvas: HTMLCanvasElement): number {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 255) < 128) ink += 1;
  }
  return ink;
}
