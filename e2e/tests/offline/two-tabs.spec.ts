import { expect, type Page } from '@playwright/test';
import {
  COURSES,
  USERS,
  accountCourse,
  apiLogin,
  bearer,
  courseById,
  loginInBrowser,
  saveCourse,
} from '@/support/api';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts, localRecord } from '@/support/outbox';
import { test } from '@/support/test';

interface StaffNews {
  _id: string;
  title: string;
  text: string;
}

/** Creates a news item in the page's dialog and waits until it is on the device. */
async function writeNews(page: Page, title: string, text: string): Promise<void> {
  await page.getByTestId('news-create').click();
  await page.getByRole('textbox', { name: /Titel/ }).fill(title);
  await page.getByRole('textbox', { name: /^Text/ }).fill(text);
  await page.getByTestId('news-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('two tabs with queued edits: every edit reaches the server once, whichever tab sends', async ({
  context,
  page: first,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const session = await apiLogin(request, USERS.course);
  const courseId = (await accountCourse(request, session, COURSES.offlineEdit))._id;
  const before = await courseById(request, session, courseId);

  // Every write request either tab (or the service worker) sends, by method and path.
  const writes: string[] = [];
  await context.route('**/api/**', async (route) => {
    const method = route.request().method();
    if (method !== 'GET') writes.push(`${method} ${new URL(route.request().url()).pathname}`);
    await route.fallback();
  });

  await loginInBrowser(first, USERS.course);
  await first.goto('/de/account/news');
  await waitForServiceWorkerControl(first);
  const second = await context.newPage();
  await second.goto(`/de/account/angebot/${courseId}`);
  await expect(second.getByTestId('course-editor')).toBeVisible();

  await goOffline(context);
  writes.length = 0;
  // Tab 1 writes a news item; tab 2 sees it (same device store) and changes the course twice.
  await writeNews(first, `Zwei Tabs ${stamp}`, 'Geschrieben im ersten Tab.');
  const info = `Zwei Tabs ${stamp}: Info aus Tab 2`;
  const editor = second.getByTestId('course-editor');
  await editor.locator('textarea[name="info"]').fill(info);
  await second.getByTestId('course-save').click();
  await expect.poll(async () => (await localRecord(second, 'course', courseId))?.info).toBe(info);
  const members = before.members + 3;
  await editor.locator('input[name="members"]').fill(String(members));
  await second.getByTestId('course-save').click();
  await expect
    .poll(async () => (await localRecord(second, 'course', courseId))?.members)
    .toBe(members);
  // Back in tab 1, a second news item; the queue now holds four rows from two tabs.
  await writeNews(first, `Zwei Tabs ${stamp} (2)`, 'Noch einer aus dem ersten Tab.');
  expect((await idbCounts(first)).outbox).toBe(4);

  // Both tabs come back online at once; both engines wake, one sends at a time.
  await goOnline(context);
  await Promise.all(
    [first, second].map((page) => page.evaluate(() => window.dispatchEvent(new Event('online')))),
  );
  await expect.poll(async () => (await idbCounts(first)).outbox, { timeout: 30_000 }).toBe(0);

  expect(writes.filter((w) => w === 'POST /api/news')).toHaveLength(2);
  expect(writes.filter((w) => w === 'POST /api/course')).toHaveLength(2);
  const news = (
    (await (
      await request.get('/api/news?page=1&limit=100', { headers: bearer(session) })
    ).json()) as { data: { items: StaffNews[] } }
  ).data.items.filter((n) => n.title.startsWith(`Zwei Tabs ${stamp}`));
  expect(news.map((n) => n.title).sort()).toEqual([`Zwei Tabs ${stamp}`, `Zwei Tabs ${stamp} (2)`]);
  const after = await courseById(request, session, courseId);
  expect({ info: after.info, members: after.members }).toEqual({ info, members });
  await expect(first.getByTestId('conflict-dialog')).toHaveCount(0);
  await expect(second.getByTestId('conflict-dialog')).toHaveCount(0);

  // Leave the course as the other tests expect it (one edit on the server's version).
  await saveCourse(request, session, courseId, { info: before.info, members: before.members });
  for (const item of news) {
    await request.delete(`/api/news?id=${item._id}`, { headers: bearer(session) });
  }
});
