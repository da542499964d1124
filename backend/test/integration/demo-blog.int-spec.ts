import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { seedDemo } from '@/seed/seed-demo';

describe('demo blog posts, news, sponsors and banners', () => {
  let t: TestApp;
  const data = async (url: string) => (await as(t).get(url)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.db)).toBe(true);
  });
  afterAll(() => t.close());

  it('fills the public blog with eight posts, newest first, some per department and some on workshops', async () => {
    expect(await data('/public/blogPostsAmount')).toEqual({ count: 8 });
    const page: { title: string; article_number: number }[] = await data('/public/blogPosts/1');
    expect(page[0]!.title).toMatch(/Volkslauf/);
    expect(page.map((p) => p.article_number)).toEqual(
      [...page.map((p) => p.article_number)].sort((a, b) => b - a),
    );
    expect(await data('/public/blogPosts/department/Turnen')).toHaveLength(2);
    expect(await data('/public/workshops/blogPosts')).toHaveLength(2);
  });

  it('has four news items, six sponsors over both placements and one active banner', async () => {
    expect(await data('/public/news')).toHaveLength(4);
    expect(await data('/public/sponsors/homepage')).toHaveLength(4);
    expect(await data('/public/sponsors/volkslauf')).toHaveLength(4);
    const banners: { severity: string }[] = await data('/public/banners');
    expect(banners).toEqual([expect.objectContaining({ severity: 'warning' })]);
  });
});
