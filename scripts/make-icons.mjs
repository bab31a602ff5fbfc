#!/usr/bin/env node
// Draws Deckhand's app icon — three fanned playing cards with a compass star on a rounded square —
// and writes build/icon.png (1024×1024 RGBA). electron-builder derives .ico/.icns and the Linux
// sizes from it. Pure Node (signed-distance shapes + zlib), so it runs anywhere, offline:
//   node scripts/make-icons.mjs [--size 1024] [--out build/icon.png]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const out = { size: 1024, file: path.join(ROOT, 'build', 'icon.png') };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--size') out.size = Number(argv[++i]);
    else if (argv[i] === '--out') out.file = path.resolve(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  if (!Number.isInteger(out.size) || out.size < 16 || out.size > 4096) throw new Error('--size must be 16–4096');
  return out;
}

// ---------------------------------------------------------------- shapes (design units: 1024 canvas)

/** Signed distance to a rounded box centred at the origin (negative inside). */
function sdRoundBox(px, py, hw, hh, r) {
  const qx = Math.abs(px) - hw + r;
  const qy = Math.abs(py) - hh + r;
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.hypot(ox, oy) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Signed distance to a closed polygon [[x,y],…] (negative inside). */
function sdPolygon(px, py, v) {
  let d = (px - v[0][0]) ** 2 + (py - v[0][1]) ** 2;
  let s = 1;
  for (let i = 0, j = v.length - 1; i < v.length; j = i, i++) {
    const ex = v[j][0] - v[i][0];
    const ey = v[j][1] - v[i][1];
    const wx = px - v[i][0];
    const wy = py - v[i][1];
    const t = Math.min(Math.max((wx * ex + wy * ey) / (ex * ex + ey * ey), 0), 1);
    const bx = wx - ex * t;
    const by = wy - ey * t;
    d = Math.min(d, bx * bx + by * by);
    const c1 = py >= v[i][1];
    const c2 = py < v[j][1];
    const c3 = ex * wy > ey * wx;
    if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
  }
  return s * Math.sqrt(d);
}

function star(cx, cy, outer, inner, points = 4) {
  const v = [];
  for (let k = 0; k < points * 2; k++) {
    const a = (Math.PI * k) / points - Math.PI / 2;
    const r = k % 2 === 0 ? outer : inner;
    v.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return v;
}

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
const mix = (a, b, t) => a.map((x, i) => x + (b[i] - x) * t);

const COLORS = {
  bgTop: hex('#1b4a6b'),
  bgBottom: hex('#0d2536'),
  back: hex('#e3a23c'),
  backLine: hex('#fff1d2'),
  face: hex('#fbf6ea'),
  faceLine: hex('#1b4a6b'),
  star: hex('#d9542f'),
  starCore: hex('#fbf6ea'),
};

const CARD = { hw: 150, hh: 210, r: 30 };
const PIVOT = [512, 905];
const FAN = [
  { angle: -17, kind: 'back' },
  { angle: 17, kind: 'back' },
  { angle: 0, kind: 'face' },
];
const CARD_CENTRE = [512, 508];

const cards = FAN.map(({ angle, kind }) => {
  const a = (angle * Math.PI) / 180;
  const vx = CARD_CENTRE[0] - PIVOT[0];
  const vy = CARD_CENTRE[1] - PIVOT[1];
  const cx = PIVOT[0] + vx * Math.cos(a) - vy * Math.sin(a);
  const cy = PIVOT[1] + vx * Math.sin(a) + vy * Math.cos(a);
  return { cx, cy, cos: Math.cos(-a), sin: Math.sin(-a), kind };
});
const STAR = star(0, 0, 112, 34);
const STAR_SMALL = star(0, 0, 40, 13);

/** Composite `color` with coverage `alpha` over the premultiplied-free pixel [r,g,b,a] (0–1 alpha). */
function over(px, color, alpha) {
  if (alpha <= 0) return;
  const a = alpha + px[3] * (1 - alpha);
  for (let i = 0; i < 3; i++) px[i] = (color[i] * alpha + px[i] * px[3] * (1 - alpha)) / (a || 1);
  px[3] = a;
}

const clamp01 = (x) => Math.min(Math.max(x, 0), 1);

function shade(x, y, unit) {
  // unit = design units per output pixel: edges are anti-aliased over one output pixel.
  const cover = (d) => clamp01(0.5 - d / unit);
  const px = [0, 0, 0, 0];

  // Rounded-square plate with a vertical gradient (macOS grid: 824 of 1024, corner ~185).
  const dPlate = sdRoundBox(x - 512, y - 512, 412, 412, 185);
  over(px, mix(COLORS.bgTop, COLORS.bgBottom, clamp01((y - 100) / 824)), cover(dPlate));
  const inside = cover(dPlate);
  if (inside <= 0) return px;

  for (const c of cards) {
    const dx = x - c.cx;
    const dy = y - c.cy;
    const lx = dx * c.cos - dy * c.sin;
    const ly = dx * c.sin + dy * c.cos;
    // Soft shadow below each card, clipped to the plate.
    const dShadow = sdRoundBox(lx, ly - 16, CARD.hw, CARD.hh, CARD.r);
    over(px, [0, 0, 0], 0.32 * (1 - clamp01((dShadow + 26) / 52)) * inside);
    const d = sdRoundBox(lx, ly, CARD.hw, CARD.hh, CARD.r);
    const body = cover(d);
    if (body <= 0) continue;
    const inner = sdRoundBox(lx, ly, CARD.hw - 24, CARD.hh - 24, CARD.r - 14);
    if (c.kind === 'back') {
      over(px, COLORS.back, body);
      over(px, COLORS.backLine, body * cover(Math.abs(inner) - 5));
      // A small star on each back, near the visible outer corner.
      const sx = lx - (c === cards[0] ? -70 : 70);
      const sy = ly + 120;
      over(px, COLORS.backLine, body * cover(sdPolygon(sx, sy, STAR_SMALL)));
    } else {
      over(px, COLORS.face, body);
      over(px, COLORS.faceLine, body * cover(Math.abs(inner) - 4));
      over(px, COLORS.star, body * cover(sdPolygon(lx, ly, STAR)));
      over(px, COLORS.starCore, body * cover(Math.hypot(lx, ly) - 14));
    }
  }
  return px;
}

function render(size) {
  const data = Buffer.alloc(size * size * 4);
  const unit = 1024 / size;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const px = shade((i + 0.5) * unit, (j + 0.5) * unit, unit);
      const o = (j * size + i) * 4;
      data[o] = Math.round(px[0]);
      data[o + 1] = Math.round(px[1]);
      data[o + 2] = Math.round(px[2]);
      data[o + 3] = Math.round(px[3] * 255);
    }
  }
  return data;
}

// ---------------------------------------------------------------- PNG

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, body) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(body.length);
  const tb = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(tb));
  return Buffer.concat([len, tb, crc]);
}

function encodePng(rgba, width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const args = parseArgs(process.argv.slice(2));
const png = encodePng(render(args.size), args.size, args.size);
fs.mkdirSync(path.dirname(args.file), { recursive: true });
fs.writeFileSync(args.file, png);
console.log(
  `wrote ${path.relative(process.cwd(), args.file) || args.file} (${args.size}×${args.size}, ${png.length} bytes)`,
);
