import { expect } from '@playwright/test';
import { COURSES, USERS, accountCourse, apiLogin, courseById, loginInBrowser } from '@/support/api';
import { axeFor, expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts } from '@/support/outbox';
import { typeRichText } from '@/support/forms';
import { test } from '@/support/test';

test('the department creates a course offline (after a reload) with every field, edits it offline with rich text, a trainer and an image, reloads, it syncs once; then deletes it', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Yoga am Abend ${Date.now()}`;
  await loginInBrowser(page, USERS.department);
  await page.goto('/de/account/angebote');
  await expect(page.getByTestId('course-row').first()).toBeVisible();
  await waitForServiceWorkerControl(page);
  // The departments and trainers a new course chooses from are on the device with the page:
  // the course is made offline, after a reload without a connection.
  await expect.poll(async () => (await idbCounts(page)).references).toBe(2);
  await goOffline(context);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await expect(page.getByTestId('course-row').first()).toBeVisible();

  await page.getByTestId('course-create').click();
  const dialog = page.getByRole('dialog');
  // The department user's own department is chosen; an empty form cannot be saved, and a field
  // says what is wrong as soon as it is changed.
  await expect(dialog.getByRole('combobox', { name: /^Abteilung/ })).not.toHaveValue('');
  await expect(dialog.getByTestId('course-save')).toBeDisabled();
  await dialog.getByRole('textbox', { name: /^Titel/ }).fill('Yo');
  await expect(dialog.getByText('Bitte gib mindestens 3 Zeichen ein.').first()).toBeVisible();
  // The dialog with its messages (the light theme; the sweep below covers both on the pages).
  const { violations } = await axeFor(page, 'light').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await dialog.getByRole('textbox', { name: /^Titel/ }).fill(title);
  await typeRichText(page, page, /^Beschreibung/, 'Ruhige Stunde zum Abschalten.');
  await dialog.getByRole('textbox', { name: /^Info/ }).fill('Bitte eine Matte mitbringen.');
  await typeRichText(page, page, /^Probetraining/, 'Jederzeit nach Absprache.');
  await dialog.getByRole('checkbox', { name: 'weiblich' }).check();
  await dialog
    .getByRole('group', { name: 'Kategorien' })
    .getByRole('checkbox', { name: 'Yoga' })
    .check();
  await dialog.getByRole('spinbutton', { name: /^Alter von/ }).fill('18');
  await dialog.getByRole('spinbutton', { name: /^Alter bis/ }).fill('16');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Gymnastikraum');
  const trainers = dialog.getByRole('group', { name: 'Trainer' });
  await trainers.getByRole('checkbox').first().check();
  const trainer = ((await trainers.locator('label').first().textContent()) ?? '').trim();
  await expect(
    dialog.getByText('„Alter bis“ darf nicht kleiner als „Alter von“ sein.'),
  ).toBeVisible();
  await expect(dialog.getByTestId('course-save')).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: /^Alter bis/ }).fill('99');
  await dialog.getByTestId('course-save').click();

  // The editor opens on the new course; back online it reaches the server once.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = page.url().split('/').pop()!;
  await goOnline(context);
  const session = await apiLogin(request, USERS.department);
  const authorized = { headers: { Authorization: `Bearer ${session.token}` } };
  await expect
    .poll(async () => (await request.get(`/api/course/${id}`, authorized)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  const created = await courseById(request, session, id);
  expect(created).toMatchObject({
    info: 'Bitte eine Matte mitbringen.',
    genders: ['weiblich'],
    categories: ['yoga'],
    age_from: 18,
    age_to: 99,
    location: 'Gymnastikraum',
    state: 'draft',
  });
  expect(created.description).toContain('Ruhige Stunde zum Abschalten.');
  expect(created.trainers.map((t) => t.name)).toEqual([trainer]);
  const listed = (await (await request.get('/api/courses', authorized)).json()) as {
    data: { title: string }[];
  };
  expect(listed.data.filter((c) => c.title === title)).toHaveLength(1);

  // Offline: a rich-text edit, one more trainer and an image; the page reloads from the device.
  await goOffline(context);
  const editor = page.getByTestId('course-editor');
  await editor.getByRole('textbox', { name: /^Probetraining/ }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Zwei Schnupperstunden frei.');
  await editor.getByRole('textbox', { name: /^Info/ }).fill('Matte und Decke mitbringen.');
  const second = editor.getByRole('group', { name: 'Trainer' }).getByRole('checkbox').nth(1);
  await second.check();
  await editor.getByTestId('course-save').click();
  await expect(
    page.getByTestId('flash-message').filter({ hasText: 'Offline gespeichert' }),
  ).toBeVisible();
  await page.getByTestId('image-input').setInputFiles(TEST_PNG);
  await expect(page.getByTestId('image-preview')).toBeVisible();
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(
    page.getByTestId('course-editor').getByRole('textbox', { name: /^Info/ }),
  ).toHaveValue('Matte und Decke mitbringen.');

  // Back online the image goes with a progress bar; its answer is held until the bar was seen.
  let releaseUpload!: () => void;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/course/profileImage/**', async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await goOnline(context);
  const progress = page.getByTestId('upload-progress');
  await expect(progress).toContainText(
    /Bild wird hochgeladen\s*(Wird gesendet …|\d+ % gesendet|Gesendet; das Bild wird aufbereitet …)/,
  );
  await expect(progress.getByRole('progressbar', { name: 'Bild wird hochgeladen' })).toBeVisible();
  await expect(page.getByText('Wird hochgeladen, sobald das Gerät online ist.')).toHaveCount(0);
  const { violations: barViolations } = await axeFor(page, 'light')
    .include('[data-testid="upload-progress"]')
    .analyze();
  expect(barViolations.map((v) => v.id)).toEqual([]);
  releaseUpload();
  await expect(progress).toHaveCount(0, { timeout: 20_000 });
  await expect
    .poll(async () => (await courseById(request, session, id)).photoURL, { timeout: 20_000 })
    .toMatch(/^\/uploads\//);
  const edited = await courseById(request, session, id);
  expect(edited.info).toBe('Matte und Decke mitbringen.');
  expect(edited.trial_training).toContain('Zwei Schnupperstunden frei.');
  expect(edited.trainers).toHaveLength(2);

  // Delete after the confirmation naming the course; the list no longer shows it.
  await page.getByTestId('course-delete').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/account\/angebote$/);
  await expect(page.getByTestId('course-row').filter({ hasText: title })).toHaveCount(0);
  await expect
    .poll(async () =>
      (
        await request.get(`/api/course/${id}`, {
          headers: { Authorization: `Bearer ${session.token}` },
        })
      ).status(),
    )
    .toBe(404);
});

test('the course screens have no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const trainer = await apiLogin(request, USERS.course);
  const course = await accountCourse(request, trainer, COURSES.readOnly);
  await expectNoAxeViolations(browser, baseURL, '/de/account/angebote', 'course-row', {
    login: USERS.course,
    also: [{ path: `/de/account/angebot/${course._id}`, ready: 'course-editor' }],
  });
});
