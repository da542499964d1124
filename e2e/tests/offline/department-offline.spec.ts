import { expect } from '@playwright/test';
import { USERS, apiLogin, bearer, getAs, loginInBrowser, openRequests } from '@/support/api';
import { fillNewCourse, typeRichText } from '@/support/forms';
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
  // Both lists a new course chooses from: the departments and the trainers.
  await expect.poll(async () => (await idbCounts(page)).references).toBe(2);
  await page.goto('/de/account/beiträge');
  await expect(page.getByTestId('post-card').first()).toBeVisible();

  await goOffline(context);
  // The post, with an image; then edited again before it ever synced.
  await page.getByTestId('post-create').click();
  await page.getByRole('dialog').getByRole('textbox', { name: /Titel/ }).fill(postTitle);
  await typeRichText(page, page.getByRole('dialog'), /^Text/, 'Alle Mitglieder sind eingeladen.');
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
  await fillNewCourse(page, dialog, {
    title: courseTitle,
    description: 'Kräftigung für einen gesunden Rücken.',
    info: 'Handtuch mitbringen.',
    trial: 'Jeden ersten Montag.',
    genders: ['weiblich', 'männlich'],
    category: 'Yoga',
    ages: [30, 80],
    location: 'Gymnastikraum',
  });
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

  const posts = await getAs<{ items: { title: string; photoURL: string | null }[] }>(
    request,
    head,
    '/api/blogPost?page=1&limit=100',
  );
  const madePosts = posts.items.filter((p) => p.title.startsWith(postTitle));
  expect(madePosts).toHaveLength(1);
  expect(madePosts[0]!.title).toBe(postFinal);
  expect(madePosts[0]!.photoURL).toMatch(/^\/uploads\//);

  const courses = await getAs<{ _id: string; title: string }[]>(request, head, '/api/courses');
  expect(courses.filter((c) => c.title === courseTitle).map((c) => c._id)).toEqual([courseId]);
  const course = await getAs<{ info: string; photoURL: string | null; genders: string[] }>(
    request,
    head,
    `/api/course/${courseId}`,
  );
  expect(course.info).toBe('Handtuch und Wasser mitbringen.');
  expect(course.photoURL).toMatch(/^\/uploads\//);
  expect([...course.genders].sort()).toEqual(['männlich', 'weiblich']);

  const admin = await apiLogin(request, USERS.admin);
  const requests = (await openRequests(request, admin)).filter((r) => r.entity._id === courseId);
  expect(requests).toHaveLength(1);

  // Clean up for the worker's next tests: the admin deletes both.
  const postId = (
    await getAs<{ items: { _id: string; title: string }[] }>(
      request,
      head,
      '/api/blogPost?page=1&limit=100',
    )
  ).items.find((p) => p.title === postFinal)!._id;
  for (const path of [`/api/course/${courseId}`, `/api/blogPost/${postId}`]) {
    expect((await request.delete(path, { headers: bearer(admin) })).ok()).toBe(true);
  }
});
