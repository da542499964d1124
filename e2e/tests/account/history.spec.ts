import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { THEMES, WIDTHS, animationsDone, axeFor } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { test } from '@/support/test';

// Nothing here needs the service worker.
test.use({ serviceWorkers: 'block' });

interface StaffCourse {
  _id: string;
  title: string;
  members: number;
  version: number;
  state: string;
}

const SHOTS = process.env.HISTORY_SHOTS;

/**
 * A course of its own, published twice through the API and changed once more: revision 1
 * "<title>" (8 members), revision 2 "<title> neu" (20), working copy "<title> Entwurf" (24).
 */
async function courseWithHistory(request: APIRequestContext, admin: Session, title: string) {
  const headers = bearer(admin);
  const [department] = await dataOf<{ _id: string }[]>(
    await request.get('/api/departments', { headers }),
  );
  const [trainer] = await dataOf<{ _id: string }[]>(
    await request.get('/api/trainers', { headers }),
  );
  let course = await dataOf<StaffCourse>(
    await request.post('/api/courses', {
      headers,
      data: {
        department: department!._id,
        title,
        description: '<p>Turnen mit Eltern.</p>',
        info: 'Bitte Hallenschuhe mitbringen.',
        trial_training: '<p>Jederzeit möglich.</p>',
        genders: ['männlich', 'weiblich', 'divers'],
        categories: ['turnen'],
        age_from: 3,
        age_to: 6,
        members: 8,
        location: 'Turnhalle Nord',
        trainers: [trainer!._id],
      },
    }),
  );
  const edit = async (changes: object) => {
    course = await dataOf<StaffCourse>(
      await request.post('/api/course', {
        headers: { ...headers, 'If-Match': `"${course.version}"` },
        data: { _id: course._id, ...changes },
      }),
    );
  };
  const publish = async () =>
    dataOf(await request.post(`/api/course/publish/${course._id}`, { headers }));
  await publish();
  await edit({ title: `${title} neu`, members: 20 });
  await publish();
  await edit({ title: `${title} Entwurf`, members: 24 });
  return course._id;
}

async function courseOnServer(request: APIRequestContext, admin: Session, id: string) {
  return dataOf<StaffCourse>(await request.get(`/api/course/${id}`, { headers: bearer(admin) }));
}

async function expectNoViolations(page: Page, theme: 'light' | 'dark', what: string) {
  await animationsDone(page);
  const { violations } = await axeFor(page, theme).analyze();
  expect(
    violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    what,
  ).toEqual([]);
}

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`an admin restores an older published version of a course (${width} px, ${theme})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const admin = await apiLogin(request, USERS.admin);
      const title = `Eltern-Kind-Turnen ${width}-${theme}-${Date.now()}`;
      const id = await courseWithHistory(request, admin, title);

      await loginInBrowser(page, USERS.admin);
      await page.evaluate((value) => localStorage.setItem('vh.theme', value), theme);
      await page.goto(`/de/account/angebot/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${title} Entwurf` })).toBeVisible();
      await expect(page.getByTestId('course-state')).toContainText('Geändert');

      await page.getByTestId('course-history').click();
      const dialog = page.getByRole('dialog', { name: `Verlauf: ${title} Entwurf` });
      const revisions = dialog.getByTestId('history-revision');
      await expect(revisions).toHaveCount(2);
      await expect(revisions.nth(0)).toContainText('Version 2');
      await expect(revisions.nth(0)).toContainText('Öffentlich');
      await expect(revisions.nth(1)).toContainText('Version 1');
      await expect(revisions.nth(1)).toContainText(admin.user.fullname);

      await revisions.nth(1).click();
      await expect(revisions.nth(1)).toHaveAttribute('aria-pressed', 'true');
      const diff = dialog.getByTestId('history-diff');
      const changes = diff.getByTestId('history-change');
      await expect(changes).toHaveCount(2);
      await expect(changes.nth(0)).toContainText('Titel');
      await expect(changes.nth(0)).toContainText(title);
      await expect(changes.nth(0)).toContainText(`${title} Entwurf`);
      await expect(changes.nth(1)).toContainText('Mitglieder');
      await expect(changes.nth(1)).toContainText('8');
      await expect(changes.nth(1)).toContainText('24');
      await expectNoViolations(page, theme, `history at ${width}px, ${theme}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-${width}-${theme}.png` });

      await diff.getByTestId('history-restore').click();
      const confirm = page.getByTestId('history-confirm');
      await expect(confirm).toContainText('Version 1 wiederherstellen?');
      await expectNoViolations(page, theme, `restore confirmation at ${width}px, ${theme}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-confirm-${width}-${theme}.png` });
      await confirm.getByTestId('history-confirm-restore').click();

      await expect(
        page.getByText('Die Version wurde als Arbeitskopie wiederhergestellt.'),
      ).toBeVisible();
      await expect(dialog).toHaveCount(0);
      // The working copy on the server holds the old values and is not published yet.
      const after = await courseOnServer(request, admin, id);
      expect(after).toMatchObject({ title, members: 8, state: 'changed' });
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByTestId('course-state')).toContainText('Geändert');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-after-${width}-${theme}.png` });
    });
  }
}

test('a course trainer is not offered the history, and the server refuses it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, USERS.admin);
  const trainer = await apiLogin(request, USERS.course);
  const [own] = await dataOf<StaffCourse[]>(
    await request.get('/api/courses', { headers: bearer(trainer) }),
  );
  const revisions = await dataOf<{ _id: string }[]>(
    await request.get(`/api/course/history/${own!._id}`, { headers: bearer(admin) }),
  );
  expect(
    (await request.get(`/api/course/history/${own!._id}`, { headers: bearer(trainer) })).status(),
  ).toBe(404);
  if (revisions[0]) {
    const refused = await request.post(`/api/course/restore/${own!._id}/${revisions[0]._id}`, {
      headers: { ...bearer(trainer), 'If-Match': `"${own!.version}"` },
    });
    expect(refused.status()).toBe(404);
  }

  await loginInBrowser(page, USERS.course);
  await page.goto(`/de/account/angebot/${own!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: own!.title })).toBeVisible();
  await expect(page.getByTestId('course-publish')).toBeVisible();
  await expect(page.getByTestId('course-history')).toHaveCount(0);
});

test('an admin compares a workshop with a new photo against its published version: both photos are shown as images', async ({
  baseURL,
  browser,
  page,
  request,
}) => {
  const admin = await apiLogin(request, USERS.admin);
  const headers = bearer(admin);
  const workshop = await dataOf<StaffCourse>(
    await request.post('/api/workshops', {
      headers,
      data: {
        title: `Faszientraining ${Date.now()}`,
        info: 'Samstag, 10–12 Uhr',
        description: '<p>Beweglich bleiben.</p>',
        members: 12,
      },
    }),
  );
  await dataOf(
    await request.post(`/api/workshop/profileImage/${workshop._id}`, {
      headers,
      multipart: { file: TEST_PNG },
    }),
  );
  await dataOf(await request.post(`/api/workshop/publish/${workshop._id}`, { headers }));
  await dataOf(
    await request.post(`/api/workshop/profileImage/${workshop._id}`, {
      headers,
      multipart: { file: { ...TEST_PNG, name: 'neu.png' } },
    }),
  );

  await page.setViewportSize({ width: 390, height: 900 });
  await loginInBrowser(page, USERS.admin);
  await page.goto(`/de/account/workshop/${workshop._id}`);
  await expect(page.getByRole('heading', { level: 1, name: workshop.title })).toBeVisible();
  await page.getByTestId('workshop-history').click();
  const dialog = page.getByRole('dialog', { name: `Verlauf: ${workshop.title}` });
  await dialog.getByTestId('history-revision').first().click();
  const photo = dialog.getByTestId('history-change').filter({ hasText: 'Foto' });
  await expect(photo.getByRole('img', { name: 'Bild in Version 1' })).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.png$/,
  );
  await expect(photo.getByRole('img', { name: 'Aktuelles Bild' })).toHaveAttribute(
    'src',
    /^\/uploads\/.+\.png$/,
  );
  await expect
    .poll(() =>
      photo
        .getByRole('img')
        .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth)),
    )
    .toEqual([64, 64]);
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('vh.theme', value), theme);
    if (theme === 'dark') {
      await page.reload();
      await page.getByTestId('workshop-history').click();
      await dialog.getByTestId('history-revision').first().click();
      await expect(photo.getByRole('img')).toHaveCount(2);
    }
    await expectNoViolations(page, theme, `workshop history, ${theme}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-workshop-${theme}.png` });
  }

  // The workshop team edits and requests publication, but sees no history.
  const team = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const teamPage = await team.newPage();
  await loginInBrowser(teamPage, USERS.workshop);
  await teamPage.goto(`/de/account/workshop/${workshop._id}`);
  await expect(teamPage.getByTestId('workshop-publish')).toBeVisible();
  await expect(teamPage.getByTestId('workshop-history')).toHaveCount(0);
  await team.close();
});

test('an admin opens a department history from its card; a department user has no such button', async ({
  baseURL,
  browser,
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await apiLogin(request, USERS.admin);
  const department = await dataOf<{ _id: string; title: string; version: number }>(
    await request.post('/api/departments', {
      headers: bearer(admin),
      data: { name: `Boule ${Date.now()}`, title: 'Boule', description: '<p>Kugeln.</p>' },
    }),
  );
  await dataOf(
    await request.post('/api/departments/triggerPublic', {
      headers: bearer(admin),
      data: { _id: department._id, public: true },
    }),
  );
  await dataOf(
    await request.put('/api/departments', {
      headers: { ...bearer(admin), 'If-Match': `"${department.version}"` },
      data: { _id: department._id, title: 'Boule und Pétanque' },
    }),
  );

  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/abteilungen');
  const card = page.getByTestId('department-card').filter({ hasText: 'Boule und Pétanque' });
  await card.getByRole('button', { name: 'Verlauf von „Boule und Pétanque“' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verlauf: Boule und Pétanque' });
  await expect(dialog.getByTestId('history-revision')).toHaveCount(2);
  await dialog.getByTestId('history-revision').nth(1).click();
  await expect(dialog.getByTestId('history-change')).toHaveCount(1);
  await expect(dialog.getByTestId('history-change')).toContainText('Boule und Pétanque');
  await expectNoViolations(page, 'light', 'department history');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-department.png` });
  await dialog.getByTestId('history-restore').click();
  await expect(page.getByTestId('history-confirm')).toContainText('sofort');
  await page.getByTestId('history-confirm-restore').click();
  await expect(card).toHaveCount(0);
  const restored = page.getByTestId('department-card').filter({ hasText: department.title });
  await expect(restored.first()).toBeVisible();
  const departments = await dataOf<{ _id: string; title: string }[]>(
    await request.get('/api/departments', { headers: bearer(admin) }),
  );
  expect(departments.find((d) => d._id === department._id)?.title).toBe('Boule');

  const head = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const headPage = await head.newPage();
  await loginInBrowser(headPage, USERS.department);
  await headPage.goto('/de/account/abteilungen');
  await expect(headPage.getByTestId('department-card').first()).toBeVisible();
  await expect(headPage.getByTestId('department-edit').first()).toBeVisible();
  await expect(headPage.getByTestId('department-history')).toHaveCount(0);
  await head.close();
});
