import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, loginInBrowser, type Session } from '@/support/api';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts } from '@/support/outbox';
import { test } from '@/support/test';

/**
 * The offline proof for the department user. A department user may not create
 * workshops (spec section 6: workshops are for the workshop team, admin and owner), so the
 * entity that takes a publish request here is a course; the workshop is proved as the workshop
 * team (account/workshops.spec.ts) and the post as a trainer (account/posts.spec.ts).
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function dataOf<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const response = await request.get(path, { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function typeRichText(page: Page, label: RegExp, text: string) {
  await page.getByRole('dialog').getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}

test('a department user, offline, writes a post and creates a course, edits both before they sync, adds images, requests publication, reloads; back online the server holds one of each and the admin the request', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const postTitle = `Abteilungsversammlung ${stamp}`;
  const courseTitle = `Rückenfit ${stamp}`;
  const head = await apiLogin(request, USERS.department);
  await loginInBrowser(page, USERS.department);
  // One online visit: the course list brings the departments and trainers a new course needs.
  await page.goto('/de/account/angebote');
  await expect(page.getByTestId('course-row').first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect.poll(async () => (await idbCounts(page)).references).toBe(2);
  await page.goto('/de/account/beiträge');
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  await goOffline(context);
  // The post, with an image; then edited again before it ever synced.
  await page.getByTestId('post-create').click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Titel/ }).fill(postTitle);
  await typeRichText(page, /^Text/, 'Alle Mitglieder sind eingeladen.');
  await page.getByRole('dialog').getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByRole('dialog').getByTestId('image-preview')).toBeVisible();
  await page.getByRole('dialog').getByTestId('post-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const postCard = (title: string) => page.getByTestId('post-card').filter({ hasText: title });
  await postCard(postTitle).getByTestId('post-actions').click();
  await page.getByTestId('post-edit').click();
  const postFinal = `${postTitle} am Freitag`;
  await page.getByRole('dialog').getByRole('textbox', { name: /Titel/ }).fill(postFinal);
  await page.getByRole('dialog').getByTestId('post-save').click();
  await expect(postCard(postFinal).getByTestId('post-unsynced')).toBeVisible();

  // The course, from the device's departments and trainers; the editor opens on it.
  expect((await page.goto('/de/account/angebote'))?.fromServiceWorker()).toBe(true);
  await page.getByTestId('course-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Titel/ }).fill(courseTitle);
  await typeRichText(page, /^Beschreibung/, 'Kräftigung für einen gesunden Rücken.');
  await dialog.getByRole('textbox', { name: /^Info/ }).fill('Handtuch mitbringen.');
  await typeRichText(page, /^Probetraining/, 'Jeden ersten Montag.');
  await dialog.getByRole('checkbox', { name: 'weiblich' }).check();
  await dialog.getByRole('checkbox', { name: 'männlich' }).check();
  await dialog
    .getByRole('group', { name: 'Kategorien' })
    .getByRole('checkbox', { name: 'Yoga' })
    .check();
  await dialog.getByRole('spinbutton', { name: /^Alter von/ }).fill('30');
  await dialog.getByRole('spinbutton', { name: /^Alter bis/ }).fill('80');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Gymnastikraum');
  await dialog.getByRole('group', { name: 'Trainer' }).getByRole('checkbox').first().check();
  await dialog.getByTestId('course-save').click();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  const courseId = page.url().split('/').pop()!;

  // Edited before it synced, given an image, and its publication requested.
  const editor = page.getByTestId('course-editor');
  await editor.getByRole('textbox', { name: /^Info/ }).fill('Handtuch und Wasser mitbringen.');
  await editor.getByTestId('course-save').click();
  await expect(
    page.getByTestId('flash-message').filter({ hasText: 'Offline gespeichert' }),
  ).toBeVisible();
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByTestId('course-publish').click();
  await expect(page.getByTestId('course-publish-queued')).toBeVisible();

  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await expect(page.getByTestId('course-publish-queued')).toBeVisible();
  await expect(
    page.getByTestId('course-editor').getByRole('textbox', { name: /^Info/ }),
  ).toHaveValue('Handtuch und Wasser mitbringen.');

  await goOnline(context);
  // Through when the device holds no row any more (a refused one would stay).
  await expect.poll(async () => (await idbCounts(page)).outbox, { timeout: 45_000 }).toBe(0);
  await expect(page.getByTestId('course-pending')).toBeVisible();

  const posts = await dataOf<{ items: { title: string; photoURL: string | null }[] }>(
    request,
    head,
    '/api/blogPost?page=1&limit=100',
  );
  const madePosts = posts.items.filter((p) => p.title.startsWith(postTitle));
  expect(madePosts).toHaveLength(1);
  expect(madePosts[0]!.title).toBe(postFinal);
  expect(madePosts[0]!.photoURL).toMatch(/^\/uploads\//);

  const courses = await dataOf<{ _id: string; title: string }[]>(request, head, '/api/courses');
  expect(courses.filter((c) => c.title === courseTitle).map((c) => c._id)).toEqual([courseId]);
  const course = await dataOf<{ info: string; photoURL: string | null; genders: string[] }>(
    request,
    head,
    `/api/course/${courseId}`,
  );
  expect(course.info).toBe('Handtuch und Wasser mitbringen.');
  expect(course.photoURL).toMatch(/^\/uploads\//);
  expect([...course.genders].sort()).toEqual(['männlich', 'weiblich']);

  const admin = await apiLogin(request, USERS.admin);
  const queue = await dataOf<{ courses: { entity: { _id: string } }[] }>(
    request,
    admin,
    '/api/publishrequests',
  );
  expect(queue.courses.filter((r) => r.entity._id === courseId)).toHaveLength(1);
});
