import { createTestApp, type TestApp } from '@test/utils/test-app';
import { as } from '@test/utils/http';
import { seedDemo } from '@/seed/seed-demo';
import { FILE_STORAGE } from '@/files/file-storage';

describe('demo blog posts, news, sponsors and banners', () => {
  let t: TestApp;
  const data = async (url: string) => (await as(t).get(url)).json().data;

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemo(t.db, undefined, t.app.get(FILE_STORAGE))).toBe(true);
  });
  afterAll(() => t.close());

  it('fills two blog pages with pictured posts, newest first, some per department and some on workshops', async () => {
    expect(await data('/public/blogPostsAmount')).toEqual({ count: 13 });
    const page: { title: string; article_number: number; photoURL: string | null }[] =
      await data('/public/blogPosts/1');
    expect(page).toHaveLength(10);
    expect(await data('/public/blogPosts/2')).toHaveLength(3);
    for (const post of page) expect(post.photoURL).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    expect(page[0]!.title).toMatch(/Volkslauf/);
    expect(page.map((p) => p.article_number)).toEqual(
      [...page.map((p) => p.article_number)].sort((a, b) => b - a),
    );
    expect(await data('/public/blogPosts/department/Turnen')).toHaveLength(2);
    expect(await data('/public/workshops/blogPosts')).toHaveLength(2);
  });

  it('has six pictured news items, seven sponsors with logos over both placements and one active banner', async () => {
    const newsItems: { photoURL: string | null }[] = await data('/public/news');
    expect(newsItems).toHaveLength(6);
    for (const item of newsItems) expect(item.photoURL).toMatch(/^\/uploads\/.+\.jpg$/);
    const homepage: { photoURL: string | null }[] = await data('/public/sponsors/homepage');
    expect(homepage).toHaveLength(5);
    for (const sponsor of homepage) expect(sponsor.photoURL).toMatch(/^\/uploads\/.+\.png$/);
    expect(await data('/public/sponsors/volkslauf')).toHaveLength(5);
    const banners: { severity: string }[] = await data('/public/banners');
    expect(banners).toEqual([expect.objectContaining({ severity: 'warning' })]);
  });
});
