import { gotoReady } from '@/support/network';
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

/** The like count as the page writes it: "1 Like", "2 Likes" (a post another test made has none yet). */
const likes = (n: number) => `${n} ${n === 1 ? 'Like' : 'Likes'}`;

interface Post {
  _id: string;
  title: string;
  likes: number;
  views: number;
}

async function postsPage(request: APIRequestContext, page = 1): Promise<Post[]> {
  return ((await (await request.get(`/public/blogPosts/${page}`)).json()) as { data: Post[] }).data;
}

async function postById(request: APIRequestContext, id: string): Promise<Post> {
  return ((await (await request.get(`/public/blogPostsId/${id}`)).json()) as { data: Post }).data;
}

async function postCount(request: APIRequestContext): Promise<number> {
  const body = (await (await request.get('/public/blogPostsAmount')).json()) as {
    data: { count: number };
  };
  return body.data.count;
}

/** Counts the view requests the page sends. */
function countViews(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/public/blogPost/increment/')) {
      counter.count += 1;
    }
  });
  return counter;
}

test.describe('a post', () => {
  test('is liked once, and stays liked after a reload', async ({ page, request }) => {
    const post = (await postsPage(request))[1]!;
    await gotoReady(page, `/de/beitrag/${post._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const like = page.getByTestId('post-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect((await postById(request, post._id)).likes).toBe(post.likes + 1);

    await page.reload();
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
  });

  test('answers a like at once with the app, before the server has, and takes a refused one back', async ({
    page,
    request,
  }) => {
    const post = (await postsPage(request))[2]!;
    // The server's answer waits until the page has shown the like (and then refuses it).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/public/like/${post._id}`, async (route) => {
      await answered;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'DATABASE_UNAVAILABLE', message: 'Später.' }),
      });
    });
    await gotoReady(page, `/de/beitrag/${post._id}`);
    const like = page.getByTestId('post-like');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
    answer();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes));
  });

  test("does not take a shared address's like note for this browser's like", async ({
    page,
    request,
  }) => {
    const post = (await postsPage(request))[3]!;
    await gotoReady(page, `/de/beitrag/${post._id}?like=danke`);
    const like = page.getByTestId('post-like');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
    expect((await postById(request, post._id)).likes).toBe(post.likes + 1);
  });

  test('counts one view per visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const post = (await postsPage(page.request))[2]!;
    const views = countViews(page);
    const answered = page.waitForResponse((r) => r.url().includes('/public/blogPost/increment/'));
    await gotoReady(page, `/de/beitrag/${post._id}`);
    const { data } = (await (await answered).json()) as { data: { views: number } };
    expect(data.views).toBeGreaterThan(post.views);
    await expect(page.getByTestId('post-views')).toHaveText(`${data.views} Aufrufe`);
    await page.reload();
    await expect(page.getByTestId('post-views')).toBeVisible();
    await gotoReady(page, '/de/blog');
    await gotoReady(page, `/de/beitrag/${post._id}`);
    await expect(page.getByTestId('post-views')).toBeVisible();
    expect(views.count).toBe(1);
    await context.close();

    // A new visit (a new browser session) counts again.
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    const secondViews = countViews(second);
    const counted = second.waitForResponse((r) => r.url().includes('/public/blogPost/increment/'));
    await second.goto(`/de/beitrag/${post._id}`);
    await counted;
    expect(secondViews.count).toBe(1);
    await other.close();
  });

  test('keeps a like given offline and sends it once when back online', async ({
    page,
    context,
    request,
  }) => {
    const post = (await postsPage(request))[3]!;
    let likeRequests = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/public/like/')) likeRequests += 1;
    });
    await gotoReady(page, `/de/beitrag/${post._id}`);
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
    await context.setOffline(true);
    await page.getByTestId('post-like').click();
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('flash-message').last()).toContainText('sobald du online bist');
    expect(likeRequests).toBe(0);

    const sent = page.waitForResponse((r) => r.url().includes('/public/like/'));
    await context.setOffline(false);
    expect((await sent).ok()).toBe(true);
    await expect.poll(async () => (await postById(request, post._id)).likes).toBe(post.likes + 1);
    await page.reload();
    await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('post-likes')).toHaveText(likes(post.likes + 1));
    expect(likeRequests).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('vh.pendingLikes'))).toBe('[]');
  });

  test('that does not exist shows a not-found state', async ({ page }) => {
    await gotoReady(page, `/de/beitrag/${randomUUID()}`);
    await expect(page.getByTestId('post-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beitrag nicht gefunden');
  });

  test('has no axe violations at 390 and 1280 px, light and dark', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const post = (await postsPage(request))[0]!;
    await expectNoAxeViolations(browser, baseURL, `/de/beitrag/${post._id}`, 'post-page');
  });
});

test.describe('the blog page', () => {
  test('shows ten posts per page and pages with ?seite=N', async ({ page, request }) => {
    const admin = await apiLogin(request, USERS.admin);
    // Enough posts for a second page.
    while ((await postCount(request)) <= 10) {
      const created = await request.post('/api/blogPost', {
        headers: { Authorization: `Bearer ${admin.token}`, 'Idempotency-Key': randomUUID() },
        data: { title: `Seitentest ${randomUUID().slice(0, 8)}`, text: '<p>Ein Beitrag.</p>' },
      });
      expect(created.ok()).toBe(true);
    }
    const total = await postCount(request);
    await gotoReady(page, '/de/blog');
    await expect(page.getByTestId('post-card')).toHaveCount(10);
    await expect(page.getByTestId('blog-pager')).toContainText('Seite 1 von 2');
    // Social links appear on the blog page only.
    const first = (await postsPage(request))[0]!;
    await expect(page.getByTestId('post-card').first()).toContainText(first.title);

    await page.getByTestId('blog-next').click();
    await expect(page).toHaveURL(/\/de\/blog\?seite=2$/);
    await expect(page.getByTestId('post-card')).toHaveCount(total - 10);
    const second = await postsPage(request, 2);
    await expect(page.getByTestId('post-card').first()).toContainText(second[0]!.title);

    await page.getByTestId('blog-prev').click();
    await expect(page).toHaveURL(/\/de\/blog$/);
    await expect(page.getByTestId('post-card')).toHaveCount(10);

    // Past the last page: the site's 404 page, answered 404 (never kept by the server's cache).
    const past = await page.request.get('/de/blog?seite=9');
    expect(past.status()).toBe(404);
    await gotoReady(page, '/de/blog?seite=9');
    await expect(page.getByTestId('not-found-page')).toContainText('Seite nicht gefunden');
  });

  test('shows the social links of a post on the blog page only', async ({ page }) => {
    await gotoReady(page, '/de/blog');
    await expect(page.getByTestId('post-card-social-facebook').first()).toBeVisible();
    await gotoReady(page, '/de/');
    await expect(page.locator('#blogposts').getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('post-card-social-facebook')).toHaveCount(0);
  });

  test('says so when the posts cannot be loaded', async ({ page }) => {
    // The server's HTML carries the posts; the failure is the browser's own load on a
    // navigation within the app.
    await gotoReady(page, '/de/impressum');
    await page.route('**/public/blogPosts/**', (route) => route.abort());
    await page.getByTestId('nav-blog').click();
    await expect(page).toHaveURL('/de/blog');
    await expect(page.getByTestId('blog-error')).toContainText(
      'Es konnten keine Beiträge geladen werden.',
    );
  });

  test('has no axe violations at 390 and 1280 px, light and dark', async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    await expectNoAxeViolations(browser, baseURL, '/de/blog', 'post-card');
  });
});
