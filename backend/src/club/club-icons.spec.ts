import sharp from 'sharp';
import { clubInitials, crestSvg, iconPng, webManifest } from '@/club/club-icons';

/** The same table as the header's crest (frontend components/club/club.test.ts): both agree. */
const INITIALS: [string, string | null, string][] = [
  ['TuS Musterstadt 1887 e.V.', 'TuS 1887', 'TuS'],
  ['Turnverein Beispielstadt 1901 e.V.', null, 'TB'],
  ['Turnverein Beispielstadt 1901 e.V.', 'TV Beispiel', 'TB'],
  ['Sportgemeinschaft Nord e.V.', 'SGN', 'SGN'],
  ['Verein für Bewegungsspiele von 1910 Oberstadt', null, 'VFB'],
  ['', null, ''],
];

describe('the crest and icons of a club without a logo', () => {
  it.each(INITIALS)('%s (%s) → %s', (name, short, initials) => {
    expect(clubInitials({ name, short_name: short })).toBe(initials);
  });

  it('escapes the name in the SVG and falls back to the product before the setup', () => {
    const svg = crestSvg({ name: 'A & <B>', short_name: null, founding_year: null });
    expect(svg).toContain('<title>A &amp; &lt;B&gt;</title>');
    expect(crestSvg({ name: '', short_name: null, founding_year: null })).toContain(
      '<title>Vereinsheim</title>',
    );
    expect(webManifest({ name: '', short_name: null })).toMatchObject({ name: 'Vereinsheim' });
  });

  it('draws a maskable icon on a full square, so no launcher shows a transparent corner', async () => {
    const png = await iconPng(
      { name: 'Turnverein Beispielstadt', short_name: null, founding_year: 1901 },
      'icon-maskable-512.png',
      null,
    );
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    // The top-left pixel is opaque (the background), not see-through.
    expect(data[info.channels - 1]).toBe(255);
  });
});
