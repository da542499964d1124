import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';

describe('GET /config (spec section 3)', () => {
  let t: TestApp;
  let config: {
    tags: { id: string; name: string; hex: string; color: string }[];
    icons: Record<string, { icon: string; color: string }>;
    categories: { key: string; name: string; color: string; icon: string }[];
    socialMedia: { key: string; name: string; icon: string; color: string }[];
  };
  const HEX = /^#[0-9a-f]{6}$/;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await as(t).get('/config');
    expect(res.statusCode).toBe(200);
    config = res.json().data;
  });
  afterAll(() => t.close());

  it('has a role tag with name, hex and colour for every role plus the owner role Entwickler', () => {
    expect(config.tags.map((tag) => tag.id)).toEqual(
      expect.arrayContaining(['owner', 'admin', 'department', 'workshop', 'course']),
    );
    expect(config.tags.find((tag) => tag.name === 'Entwickler')).toBeDefined();
    for (const tag of config.tags) {
      expect(tag.hex).toMatch(HEX);
      expect(tag.color).not.toBe('');
    }
  });

  it('has an icon and colour for every menu entry of spec section 6', () => {
    const menu = ['dashboard', 'departments', 'courses', 'workshops', 'blog', 'news', 'banners'];
    const more = ['support', 'sponsors', 'locations', 'publish', 'profile', 'forms'];
    expect(Object.keys(config.icons)).toEqual(expect.arrayContaining([...menu, ...more]));
    for (const { icon, color } of Object.values(config.icons)) {
      expect(icon).not.toBe('');
      expect(color).toMatch(HEX);
    }
  });

  it('has the eleven sport categories of spec section 3, each with colour and icon', () => {
    expect(config.categories.map((c) => c.name)).toEqual([
      'Ballsport',
      'Kampfsport',
      'Selbstverteidigung',
      'Yoga',
      'Handball',
      'Sonstiges',
      'Männergruppe',
      'Meditation',
      'Leichtathletik',
      'Senioren',
      'Turnen',
    ]);
    for (const category of config.categories) {
      expect(category.color).toMatch(HEX);
      expect(category.icon).not.toBe('');
    }
  });

  it('has icons and colours for the social networks posts link to', () => {
    expect(config.socialMedia.map((s) => s.key)).toEqual(
      expect.arrayContaining(['facebook', 'instagram', 'twitter']),
    );
    for (const network of config.socialMedia) expect(network.color).toMatch(HEX);
  });
});
