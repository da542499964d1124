import sharp from 'sharp';
import type { PublicClubDto } from '@/club/dto/club.dto';

/** The product's brand colour: the shield of a club without a logo, the manifest's theme. */
export const BRAND_BLUE = '#1267B4';
const BRAND_DARK = '#0b3f70';

/** The app icons the manifest names, by file: size in pixels, and whether it may be cropped. */
export const ICON_FILES = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconFile = keyof typeof ICON_FILES;

/** Words of a club's name that its initials leave out (legal form, articles, years). */
const NOT_INITIALS = /^(e\.?\s?v\.?|ev|der|die|das|und|von|im|am|in|\d+)$/i;

/**
 * The letters of the crest when the club has no logo: its short name if that is short, else
 * the initials of its name ("Turnverein Beispielstadt 1901 e.V." → "TB"). The header's crest
 * shows the same (frontend components/club/club.ts, clubInitials).
 */
export function clubInitials(club: Pick<PublicClubDto, 'name' | 'short_name'>): string {
  const words = (text: string) => text.split(/[\s-]+/).filter((w) => w && !NOT_INITIALS.test(w));
  // "TSV 1901" → "TSV": a short name without its year and legal form, if it is short.
  const short = words(club.short_name ?? '');
  if (short.length > 0 && short.join(' ').length <= 4) return short.join(' ');
  return (short.length > 0 ? short : words(club.name))
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The crest as SVG: a shield with the club's initials and founding year. `maskable`: on a full
 * square of the brand colour with the shield inside the safe zone, as launchers crop to a circle.
 */
export function crestSvg(
  club: Pick<PublicClubDto, 'name' | 'short_name' | 'founding_year'>,
  opts: { maskable?: boolean } = {},
): string {
  const initials = escapeXml(clubInitials(club) || 'V');
  const year = club.founding_year ? String(club.founding_year) : '';
  const font = 'DejaVu Sans, Liberation Sans, Segoe UI, Arial, sans-serif';
  const letters = initials.length > 3 ? 11 : 14;
  const shield = [
    `<path d="M24 2 L45 8 V28 C45 41 35 50 24 54 C13 50 3 41 3 28 V8 Z" fill="${BRAND_BLUE}" stroke="${BRAND_DARK}" stroke-width="2"/>`,
    `<path d="M3 30 H45 V36 H3 Z" fill="#ffffff" opacity="0.18"/>`,
    `<text x="24" y="${year ? 25 : 31}" text-anchor="middle" font-family="${font}" font-weight="700" font-size="${letters}" fill="#ffffff">${initials}</text>`,
    year
      ? `<text x="24" y="44" text-anchor="middle" font-family="${font}" font-weight="700" font-size="11" fill="#ffffff">${year}</text>`
      : '',
  ].join('');
  const title = `<title>${escapeXml(club.name || 'Vereinsheim')}</title>`;
  if (opts.maskable) {
    // The shield fills the middle 60 %: every launcher's mask keeps it whole.
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" width="80" height="80">${title}<rect width="80" height="80" fill="${BRAND_DARK}"/><g transform="translate(19.2 16) scale(0.86)">${shield}</g></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 0 56 56" width="56" height="56">${title}${shield}</svg>`;
}

/**
 * A square PNG app icon: the club's logo on white (contained, so nothing is cut off; with the
 * safe zone's margin for a maskable one), else its crest.
 */
export async function iconPng(
  club: Pick<PublicClubDto, 'name' | 'short_name' | 'founding_year'>,
  file: IconFile,
  logo: Buffer | null,
): Promise<Buffer> {
  const { size, maskable } = ICON_FILES[file];
  if (logo) {
    const inner = maskable ? Math.round(size * 0.7) : size;
    const fitted = await sharp(logo, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    if (!maskable) return fitted;
    const margin = Math.round((size - inner) / 2);
    return sharp(fitted)
      .extend({
        top: margin,
        bottom: size - inner - margin,
        left: margin,
        right: size - inner - margin,
        background: '#ffffff',
      })
      .png()
      .toBuffer();
  }
  return sharp(Buffer.from(crestSvg(club, { maskable })), { density: (72 * size) / 56 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** The web app manifest of the club's site (`/manifest.webmanifest`). */
export function webManifest(club: Pick<PublicClubDto, 'name' | 'short_name'>): object {
  const name = club.name || 'Vereinsheim';
  return {
    name,
    short_name: club.short_name || clubInitials(club) || name,
    description: `${name}: Website und Vereinsverwaltung`,
    lang: 'de',
    start_url: '/de/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_BLUE,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
