// One-off: writes the PWA icons (public/icons/*.png) with node:zlib, no image library needed.
// Run: node frontend/scripts/generate-icons.mjs
import { Buffer } from 'node:buffer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { deflateSync } from 'node:zlib';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = [0x12, 0x67, 0xb4];
const DARK_BLUE = [0x0b, 0x3f, 0x70];
const WHITE = [0xff, 0xff, 0xff];

// 5x7 bitmap glyphs for the crest lettering.
const GLYPHS = {
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  u: ['00000', '00000', '10001', '10001', '10001', '10011', '01101'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  1: ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  8: ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  7: ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shield in a 48x56 box (same path as favicon.svg): top edge, straight sides, rounded point.
function inShield(x, y) {
  if (y < 2 || y > 54 || x < 3 || x > 45) return false;
  const topY = 2 + (Math.abs(x - 24) / 21) * 6;
  if (y < topY) return false;
  if (y <= 28) return true;
  const t = (y - 28) / 26; // 0..1 down to the point
  const half = 21 * Math.sqrt(Math.max(0, 1 - t * t));
  return Math.abs(x - 24) <= half;
}
function inText(x, y, text, cx, top, scale) {
  const w = text.length * 6 * scale - scale;
  const left = cx - w / 2;
  const col = Math.floor((x - left) / scale);
  const row = Math.floor((y - top) / scale);
  if (row < 0 || row > 6 || col < 0) return false;
  const index = Math.floor(col / 6);
  const gx = col % 6;
  if (index >= text.length || gx > 4) return false;
  return GLYPHS[text[index]][row][gx] === '1';
}

function render(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4);
  const crest = maskable ? size * 0.62 : size * 0.92; // maskable: inside the 80% safe zone
  const scale = crest / 56;
  const ox = (size - 48 * scale) / 2;
  const oy = (size - 56 * scale) / 2;
  const ss = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let acc = [0, 0, 0, 0];
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const x = (px + (sx + 0.5) / ss - ox) / scale;
          const y = (py + (sy + 0.5) / ss - oy) / scale;
          let c = maskable ? BLUE : null;
          if (inShield(x, y)) {
            c = BLUE;
            if (!inShieldInner(x, y)) c = maskable ? WHITE : DARK_BLUE;
            if (inText(x, y, 'TuS', 24, 12, 1.6) || inText(x, y, '1887', 24, 36, 1.3)) c = WHITE;
          }
          if (c) acc = [acc[0] + c[0], acc[1] + c[1], acc[2] + c[2], acc[3] + 255];
        }
      }
      const n = ss * ss;
      const i = (py * size + px) * 4;
      const a = acc[3] / n;
      rgba[i] = a ? Math.round(acc[0] / (acc[3] / 255)) : 0;
      rgba[i + 1] = a ? Math.round(acc[1] / (acc[3] / 255)) : 0;
      rgba[i + 2] = a ? Math.round(acc[2] / (acc[3] / 255)) : 0;
      rgba[i + 3] = Math.round(a);
    }
  }
  return png(size, rgba);
}
function inShieldInner(x, y) {
  // A 1.5-unit rim: the point is inside if it stays inside when moved inwards.
  return (
    inShield(x - 1.5, y) && inShield(x + 1.5, y) && inShield(x, y - 1.5) && inShield(x, y + 1.5)
  );
}

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'icon-192.png'), render(192, { maskable: false }));
writeFileSync(join(OUT, 'icon-512.png'), render(512, { maskable: false }));
writeFileSync(join(OUT, 'icon-maskable-512.png'), render(512, { maskable: true }));
process.stdout.write(`icons written to ${OUT}\n`);
