/**
 * Draws the Gatehouse app icons (a white gatehouse with an arched, barred gate on estate green)
 * and writes them as PNG to public/icons/. No image tooling is installed, so this is a tiny
 * rasteriser (4×4 supersampling for smooth edges) plus a PNG encoder on node:zlib.
 *
 * Run: npx tsx scripts/make-icons.ts   (the PNGs are committed; rerun only to change the mark)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];
const GREEN: Rgba = [0x1f, 0x6f, 0x4a, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** The mark in its own unit square: the same geometry as public/favicon.svg. */
function inMark(x: number, y: number): boolean {
  const roof = y >= 0.05 && y <= 0.48 && Math.abs(x - 0.5) <= ((y - 0.05) / 0.43) * 0.5;
  const body = x >= 0.13 && x <= 0.87 && y >= 0.44 && y <= 0.95;
  if (!roof && !body) return false;
  const window = (x - 0.5) ** 2 + (y - 0.265) ** 2 <= 0.055 ** 2;
  if (window) return false;
  const opening =
    (x >= 0.32 && x <= 0.68 && y >= 0.56 && y <= 0.95) ||
    (x - 0.5) ** 2 + (y - 0.56) ** 2 <= 0.18 ** 2;
  if (!opening) return true;
  const bar = [0.41, 0.5, 0.59].some((cx) => Math.abs(x - cx) <= 0.0175);
  const rail = y >= 0.7 && y <= 0.735;
  return bar || rail;
}

interface IconSpec {
  file: string;
  size: number;
  /** Share of the icon the mark spans (maskable icons keep it inside the 80 % safe circle). */
  markScale: number;
  /** Corner radius of the green tile as a share of the size; 0 fills the square. */
  cornerRadius: number;
}

function insideTile(x: number, y: number, radius: number): boolean {
  if (radius === 0) return true;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function samplePixel(spec: IconSpec, px: number, py: number): Rgba {
  const n = 4;
  const sum = [0, 0, 0, 0];
  const offset = (1 - spec.markScale) / 2;
  for (let sy = 0; sy < n; sy++) {
    for (let sx = 0; sx < n; sx++) {
      const x = (px + (sx + 0.5) / n) / spec.size;
      const y = (py + (sy + 0.5) / n) / spec.size;
      const mx = (x - offset) / spec.markScale;
      // Nudge the mark up a little: the house's visual centre sits below its box centre.
      const my = (y - offset + 0.02 * spec.markScale) / spec.markScale;
      const colour = !insideTile(x, y, spec.cornerRadius) ? CLEAR : inMark(mx, my) ? WHITE : GREEN;
      // Premultiply so transparent corners blend without dark fringes.
      const a = colour[3] / 255;
      sum[0]! += colour[0] * a;
      sum[1]! += colour[1] * a;
      sum[2]! += colour[2] * a;
      sum[3]! += colour[3];
    }
  }
  const alpha = sum[3]! / (n * n);
  if (alpha === 0) return CLEAR;
  const unpremultiply = (v: number) => Math.round(v / (alpha / 255) / (n * n));
  return [
    unpremultiply(sum[0]!),
    unpremultiply(sum[1]!),
    unpremultiply(sum[2]!),
    Math.round(alpha),
  ];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(spec: IconSpec): Buffer {
  const { size } = spec;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1); // each row starts with filter type 0 (none)
    for (let x = 0; x < size; x++) raw.set(samplePixel(spec, x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, markScale: 0.62, cornerRadius: 0.18 },
  { file: 'icon-512.png', size: 512, markScale: 0.62, cornerRadius: 0.18 },
  // Maskable: full-bleed green, mark well inside the 80 % safe zone (launchers crop to any shape).
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.5, cornerRadius: 0 },
  // iOS rounds the corners itself and paints transparency black, so fill the square.
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.6, cornerRadius: 0 },
];

mkdirSync('public/icons', { recursive: true });
for (const spec of icons) {
  const png = encodePng(spec);
  writeFileSync(`public/icons/${spec.file}`, png);
  console.log(`public/icons/${spec.file}  ${png.length} bytes`);
}
