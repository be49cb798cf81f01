/**
 * Pictures for the demo estate, drawn as SVG and turned into JPEGs by sharp, so the seed ships
 * no binary files: a coloured scene with a caption, or a printed menu card.
 */
import { loadSharp } from '../files/sharp';

const WIDTH = 960;
const HEIGHT = 640;

export interface Scene {
  caption: string;
  sky: [top: string, bottom: string];
  ground: string;
  /** Extra SVG shapes drawn over the sky and ground (lamps, balloons, a court…). */
  shapes: string;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Lists crop a picture to their card's shape (`object-fit: cover`): 16:9 event cards, 4:3 gallery
 * tiles, a 16:9 event banner that a wide screen flattens to ~3:1, a square menu thumbnail. What
 * every crop from 1:1 to 3:1 of this 3:2 picture keeps is its centre: x 160–800, y 160–480. The
 * caption sits there, on at most two lines, so no card shows "iwali lights…".
 */
const SAFE = { left: 160, right: 800, top: 160 };
const CAPTION = { fontSize: 44, lineHeight: 54, padding: 24, maxChars: 20 };

/** Words greedily filled into lines of at most `maxChars` characters. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function captionSvg(caption: string): string {
  const lines = wrap(caption, CAPTION.maxChars);
  const height = lines.length * CAPTION.lineHeight + CAPTION.padding;
  const top = SAFE.top + 10;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${WIDTH / 2}" y="${top + CAPTION.padding / 2 + (i + 0.78) * CAPTION.lineHeight}">${escape(line)}</text>`,
    )
    .join('');
  return `<rect x="${SAFE.left}" y="${top}" width="${SAFE.right - SAFE.left}" height="${height}" rx="16" fill="#000" fill-opacity="0.5"/>
  <g font-family="DejaVu Sans, sans-serif" font-size="${CAPTION.fontSize}" fill="#fff" text-anchor="middle">${text}</g>`;
}

function sceneSvg(scene: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 440 Q240 400 480 430 T960 420 V640 H0 Z" fill="${scene.ground}"/>
  ${scene.shapes}
  ${captionSvg(scene.caption)}
</svg>`;
}

export interface MenuCard {
  title: string;
  subtitle: string;
  accent: string;
  items: [dish: string, price: string][];
}

function menuSvg(card: MenuCard): string {
  const rows = card.items
    .map(
      ([dish, price], i) =>
        `<text x="90" y="${250 + i * 52}" font-size="30" fill="#333">${escape(dish)}</text>` +
        `<text x="870" y="${250 + i * 52}" font-size="30" fill="#333" text-anchor="end">Rs. ${escape(price)}</text>`,
    )
    .join('');
  const height = 300 + card.items.length * 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
  <rect width="100%" height="100%" fill="#fdf6e3"/>
  <rect x="30" y="30" width="${WIDTH - 60}" height="${height - 60}" fill="none" stroke="${card.accent}" stroke-width="6"/>
  <g font-family="DejaVu Sans, sans-serif">
    <text x="${WIDTH / 2}" y="120" font-size="56" fill="${card.accent}" text-anchor="middle">${escape(card.title)}</text>
    <text x="${WIDTH / 2}" y="170" font-size="28" fill="#666" text-anchor="middle">${escape(card.subtitle)}</text>
    ${rows}
  </g>
</svg>`;
}

const toJpeg = async (svg: string) =>
  (await loadSharp())(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();

export const drawScene = (scene: Scene): Promise<Buffer> => toJpeg(sceneSvg(scene));
export const drawMenu = (card: MenuCard): Promise<Buffer> => toJpeg(menuSvg(card));

/** A row of Diwali lamps, string lights and the like, reused by several scenes. */
export const shapes = {
  lamps: Array.from(
    { length: 8 },
    (_, i) =>
      `<ellipse cx="${90 + i * 110}" cy="470" rx="34" ry="14" fill="#b5651d"/>` +
      `<path d="M${90 + i * 110} 420 q14 22 0 42 q-14 -20 0 -42" fill="#ffcf40"/>`,
  ).join(''),
  lights: Array.from(
    { length: 16 },
    (_, i) =>
      `<circle cx="${30 + i * 60}" cy="${90 + (i % 2) * 18}" r="9" fill="${['#ff595e', '#ffca3a', '#8ac926', '#1982c4'][i % 4]}"/>`,
  ).join(''),
  sun: '<circle cx="780" cy="130" r="70" fill="#ffd166"/>',
  moon: '<circle cx="800" cy="120" r="50" fill="#f1faee"/>',
  court:
    '<rect x="180" y="430" width="600" height="110" fill="#2a9d8f" stroke="#fff" stroke-width="5"/>' +
    '<line x1="480" y1="430" x2="480" y2="540" stroke="#fff" stroke-width="5"/>' +
    '<rect x="470" y="380" width="20" height="60" fill="#eee"/>',
  pool:
    '<rect x="120" y="440" width="720" height="100" rx="30" fill="#48cae4"/>' +
    '<path d="M150 480 q40 -14 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#fff" stroke-width="4" fill="none"/>',
  trees: [120, 300, 660, 860]
    .map(
      (x) =>
        `<rect x="${x - 10}" y="360" width="20" height="80" fill="#6d4c41"/>` +
        `<circle cx="${x}" cy="340" r="55" fill="#2d6a4f"/>`,
    )
    .join(''),
  flags: Array.from(
    { length: 12 },
    (_, i) =>
      `<path d="M${40 + i * 80} 60 l40 0 l-20 40 z" fill="${['#f94144', '#f8961e', '#43aa8b', '#577590'][i % 4]}"/>`,
  ).join(''),
  stage:
    '<rect x="300" y="330" width="360" height="140" fill="#7b2cbf"/>' +
    '<rect x="320" y="350" width="320" height="100" fill="#e0aaff"/>',
};
