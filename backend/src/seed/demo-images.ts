/**
 * The demo club's pictures, generated at seed time (no network, no binary files in the repo):
 * SVG templates (gradients in the club's blues and complementary colours, a large sport
 * pictogram) rasterised by sharp, then encoded and stored by the upload pipeline's own steps
 * (encodeImage, storeEncodedImage), so originals, WebP renditions and srcset are exactly those of
 * a real upload. Each distinct picture is encoded once per machine: kept in memory per process and
 * in a folder under the OS temp dir keyed by a hash of the template, the format and sharp's
 * version (the tests and the e2e server seed often; the first seed on a machine takes seconds,
 * later ones milliseconds). Every seeded row still gets its own files under its own UUID name, so
 * replacing or deleting one row's picture never touches another's.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileStorage } from '@/files/file-storage';
import {
  encodeImage,
  storeEncodedImage,
  type EncodedImage,
  type ImageKind,
} from '@/files/image-upload.service';

export const PICTOGRAMS = [
  'gymnastics',
  'runner',
  'ball',
  'martial',
  'yoga',
  'walking',
  'swimming',
  'firstaid',
  'trophy',
  'hall',
  'track',
  'news',
  'people',
  'heart',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

/** A photo: a pictogram on one of the palettes (variant picks the palette, wrapping around). */
export interface DemoPhoto {
  pictogram: Pictogram;
  variant?: number;
}

/** Background gradients: the club's blues first, then complementary colours. */
const PALETTES: [string, string][] = [
  ['#0b3d91', '#2a7de1'],
  ['#0f5e9c', '#00a6a6'],
  ['#1a237e', '#5c6bc0'],
  ['#e8590c', '#f9a825'],
  ['#00695c', '#43a047'],
  ['#6a1b9a', '#ec407a'],
  ['#01579b', '#4fc3f7'],
  ['#bf360c', '#ff8a65'],
];

const PICTOGRAM_PALETTE: Record<Pictogram, number> = {
  gymnastics: 0,
  runner: 3,
  ball: 1,
  martial: 2,
  yoga: 4,
  walking: 6,
  swimming: 6,
  firstaid: 7,
  trophy: 3,
  hall: 0,
  track: 4,
  news: 2,
  people: 1,
  heart: 5,
};

const STROKE =
  'fill="none" stroke="#fff" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"';

/** Simple pictograms in a 200×200 box, white on transparent. */
const SHAPES: Record<Pictogram, string> = {
  gymnastics: `<circle cx="100" cy="36" r="15" fill="#fff"/>
    <path ${STROKE} d="M100 58 V112 M100 66 L74 32 M100 66 L126 32 M100 112 L84 170 M100 112 L136 160"/>
    <path fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" d="M126 30 C150 0 178 52 152 76 S176 130 158 154"/>`,
  runner: `<circle cx="122" cy="36" r="15" fill="#fff"/>
    <path ${STROKE} d="M112 58 L96 110 M108 68 L128 86 L148 74 M108 68 L86 80 L70 70 M96 110 L122 130 L114 166 M96 110 L78 142 L52 148"/>`,
  ball: `<circle cx="100" cy="100" r="70" ${STROKE}/>
    <path fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" d="M32 86 Q100 64 166 112 M100 30 Q70 100 112 168 M54 48 Q118 96 150 154"/>`,
  martial: `<circle cx="66" cy="44" r="15" fill="#fff"/>
    <path ${STROKE} d="M74 64 L90 114 M78 74 L56 92 L52 70 M80 76 L104 86 L112 66 M90 114 L80 172 M90 114 L172 88"/>
    <path stroke="#fff" stroke-width="6" stroke-linecap="round" d="M78 102 L98 96 M98 96 L104 110"/>`,
  yoga: `<circle cx="100" cy="40" r="15" fill="#fff"/>
    <path ${STROKE} d="M100 62 V112 M100 112 V174 M100 112 L130 130 L102 144 M100 70 L76 42 L100 10 L124 42 Z"/>`,
  walking: `<circle cx="100" cy="34" r="15" fill="#fff"/>
    <path ${STROKE} d="M100 56 L96 108 M100 66 L122 94 M100 66 L80 92 M96 108 L116 140 L122 170 M96 108 L80 140 L70 168"/>
    <path stroke="#fff" stroke-width="6" stroke-linecap="round" d="M122 94 L142 174 M80 92 L62 174"/>`,
  swimming: `<circle cx="62" cy="80" r="14" fill="#fff"/>
    <path ${STROKE} d="M80 94 L150 104 M104 96 Q104 50 146 58"/>
    <path fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" d="M16 134 q15 -12 30 0 t30 0 t30 0 t30 0 t30 0 t30 0 M30 162 q15 -12 30 0 t30 0 t30 0 t30 0 t30 0"/>`,
  firstaid: `<path fill="#fff" d="M78 30 h44 v48 h48 v44 h-48 v48 h-44 v-48 h-48 v-44 h48z"/>`,
  trophy: `<path fill="#fff" d="M58 30 h84 v36 a42 42 0 0 1 -84 0z M92 106 h16 v34 h-16z M66 140 h68 v18 h-68z M56 162 h88 v14 h-88z"/>
    <path fill="none" stroke="#fff" stroke-width="9" d="M58 42 H36 Q34 82 70 92 M142 42 H164 Q166 82 130 92"/>`,
  hall: `<path ${STROKE} d="M24 92 L100 36 L176 92 M40 86 V170 H160 V86"/>
    <path fill="#fff" d="M86 122 h28 v48 h-28z M54 104 h22 v20 h-22z M124 104 h22 v20 h-22z"/>`,
  track: `<ellipse cx="100" cy="110" rx="82" ry="48" ${STROKE}/>
    <ellipse cx="100" cy="110" rx="58" ry="28" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="7"/>
    <path stroke="#fff" stroke-width="7" stroke-linecap="round" d="M100 62 V18"/>
    <path fill="#fff" d="M100 18 h40 l-10 12 l10 12 h-40z"/>`,
  news: `<path fill="#fff" d="M34 82 v36 h24 l78 40 v-116 l-78 40z"/>
    <path fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" d="M154 74 q14 26 0 52 M170 58 q26 42 0 84 M62 122 l10 40"/>`,
  people: `<circle cx="62" cy="74" r="16" fill="#fff"/><circle cx="138" cy="74" r="16" fill="#fff"/>
    <circle cx="100" cy="62" r="21" fill="#fff"/>
    <path fill="#fff" d="M34 134 a28 28 0 0 1 56 0z M110 134 a28 28 0 0 1 56 0z M62 150 a38 38 0 0 1 76 0z"/>`,
  heart: `<path fill="#fff" d="M100 170 C20 112 28 40 78 48 C94 51 100 64 100 70 C100 64 106 51 122 48 C172 40 180 112 100 170z"/>`,
};

const PHOTO = { width: 1600, height: 900 };
const ICON = 256;
const LOGO = { width: 600, height: 300 };

function photoSvg({ pictogram, variant = 0 }: DemoPhoto): string {
  const [from, to] = PALETTES[(PICTOGRAM_PALETTE[pictogram] + variant) % PALETTES.length]!;
  const { width, height } = PHOTO;
  // The pictogram sits left or right by variant, so two pictures of one sport differ.
  const x = variant % 2 ? 140 : 840;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${variant % 2 ? 1380 : 220}" cy="${160 + (variant % 3) * 120}" r="320" fill="#fff" fill-opacity="0.06"/>
  <circle cx="${variant % 2 ? 1240 : 360}" cy="820" r="190" fill="#fff" fill-opacity="0.08"/>
  <path d="M0 ${height - 140} L${width} ${height - 360} L${width} ${height - 300} L0 ${height - 80}z" fill="#fff" fill-opacity="0.07"/>
  <circle cx="${x + 320}" cy="450" r="420" fill="url(#glow)"/>
  <g transform="translate(${x} 130) scale(3.2)">${SHAPES[pictogram]}</g>
</svg>`;
}

function iconSvg(pictogram: Pictogram): string {
  const [from, to] = PALETTES[PICTOGRAM_PALETTE[pictogram]]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON}" height="${ICON}" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <circle cx="128" cy="128" r="124" fill="url(#bg)"/>
  <g transform="translate(48 48) scale(0.8)">${SHAPES[pictogram]}</g>
</svg>`;
}

/** A made-up company's logo: an emblem and the name, on white (readable in light and dark). */
function logoSvg(name: string, tagline: string, pictogram: Pictogram): string {
  const [from, to] = PALETTES[PICTOGRAM_PALETTE[pictogram]]!;
  // Long names on two lines, split at the space nearest the middle.
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const middle = spaces.sort(
    (a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2),
  )[0];
  const lines =
    name.length > 13 && middle !== undefined
      ? [name.slice(0, middle), name.slice(middle + 1)]
      : [name];
  const size = Math.min(46, Math.floor(360 / (0.64 * Math.max(...lines.map((l) => l.length)))));
  const top = lines.length > 1 ? 124 : 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO.width}" height="${LOGO.height}" viewBox="0 0 600 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect x="4" y="4" width="592" height="292" rx="28" fill="#fff"/>
  <circle cx="120" cy="150" r="80" fill="url(#bg)"/>
  <g transform="translate(60 90) scale(0.6)">${SHAPES[pictogram]}</g>
  ${lines
    .map(
      (line, i) =>
        `<text x="222" y="${top + i * (size + 6)}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="${size}" fill="${from}">${escapeXml(line)}</text>`,
    )
    .join('')}
  <text x="224" y="${top + (lines.length - 1) * (size + 6) + 44}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="24" fill="#444">${escapeXml(tagline)}</text>
</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Encoded pictures of this process, by template; a promise, so parallel seeds share the work. */
const encoded = new Map<string, Promise<EncodedImage>>();
/** Bump when the templates' rendering or the pipeline's encoding changes in a way the hash misses. */
const CACHE_VERSION = 1;
const CACHE_DIR = join(tmpdir(), 'vereinsheim-demo-images');

function encodeOnce(svg: string, kind: ImageKind): Promise<EncodedImage> {
  const hash = createHash('sha256')
    .update(
      `${CACHE_VERSION}\n${sharp.versions.vips}\n${sharp.versions.sharp ?? ''}\n${kind}\n${svg}`,
    )
    .digest('hex')
    .slice(0, 32);
  let pending = encoded.get(hash);
  if (!pending) {
    pending = (async () => {
      const cached = await readCached(hash);
      if (cached) return cached;
      // Rasterise once; the pipeline's four outputs read the raw pixels.
      const { data, info } = await sharp(Buffer.from(svg))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      const image = await encodeImage(() => sharp(data, { raw }), kind);
      await writeCached(hash, image);
      return image;
    })();
    pending.catch(() => encoded.delete(hash));
    encoded.set(hash, pending);
  }
  return pending;
}

interface CachedMeta {
  kind: ImageKind;
  width: number;
  height: number;
  renditions: number[];
}

async function readCached(hash: string): Promise<EncodedImage | null> {
  const dir = join(CACHE_DIR, hash);
  try {
    const meta = JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')) as CachedMeta;
    const [data, ...renditions] = await Promise.all([
      readFile(join(dir, 'original')),
      ...meta.renditions.map((_, i) => readFile(join(dir, `rendition-${i}`))),
    ]);
    return {
      kind: meta.kind,
      width: meta.width,
      height: meta.height,
      data: data!,
      renditions: renditions.map((buffer, i) => ({ width: meta.renditions[i]!, data: buffer })),
    };
  } catch {
    return null;
  }
}

/** Best effort: written beside and renamed, so a parallel seed never reads half a picture. */
async function writeCached(hash: string, image: EncodedImage): Promise<void> {
  const partial = join(CACHE_DIR, `.${hash}-${randomUUID()}`);
  try {
    await mkdir(partial, { recursive: true });
    const meta: CachedMeta = {
      kind: image.kind,
      width: image.width,
      height: image.height,
      renditions: image.renditions.map((r) => r.width),
    };
    await Promise.all([
      writeFile(join(partial, 'original'), image.data),
      ...image.renditions.map((r, i) => writeFile(join(partial, `rendition-${i}`), r.data)),
    ]);
    // meta.json last: it marks the folder complete.
    await writeFile(join(partial, 'meta.json'), JSON.stringify(meta));
    await rename(partial, join(CACHE_DIR, hash));
  } catch {
    // Another process stored it first, or the temp dir is read-only: the seed goes on.
  } finally {
    await rm(partial, { recursive: true, force: true }).catch(() => undefined);
  }
}

export interface DemoImages {
  /** A 1600×900 JPEG photo; its stored URL. */
  photo(spec: DemoPhoto): Promise<string | null>;
  /** A square 256 px PNG icon with a transparent background. */
  icon(pictogram: Pictogram): Promise<string | null>;
  /** A 600×300 PNG sponsor logo. */
  logo(name: string, tagline: string, pictogram: Pictogram): Promise<string | null>;
}

/**
 * Pictures stored through `storage` (each call makes its own files); without a storage (a seed
 * that only needs rows) every call answers null and nothing is generated.
 */
export function demoImages(storage: FileStorage | null): DemoImages {
  const store = async (image: Promise<EncodedImage>) =>
    storage ? (await storeEncodedImage(storage, await image)).photoURL : null;
  return {
    photo: (spec) => (storage ? store(encodeOnce(photoSvg(spec), 'jpg')) : Promise.resolve(null)),
    icon: (pictogram) =>
      storage ? store(encodeOnce(iconSvg(pictogram), 'png')) : Promise.resolve(null),
    logo: (name, tagline, pictogram) =>
      storage ? store(encodeOnce(logoSvg(name, tagline, pictogram), 'png')) : Promise.resolve(null),
  };
}
