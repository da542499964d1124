import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, loginInBrowser, type Session } from '@/support/api';
import { axeFor, expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { goOffline, goOnline, waitForServiceWorkerControl } from '@/support/network';
import { idbCounts } from '@/support/outbox';
import { test } from '@/support/test';

interface StaffDepartment {
  _id: string;
  name: string;
  title: string;
  iconURL: string | null;
  public: boolean;
}

async function departmentsOnServer(
  request: APIRequestContext,
  session: Session,
): Promise<StaffDepartment[]> {
  const response = await request.get('/api/departments', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StaffDepartment[] }).data;
}

test('an admin creates a department, edits it offline with an icon, reloads; it syncs once, goes public and is deleted after a confirmation', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Klettern ${stamp}`;
  const admin = await apiLogin(request, USERS.admin);
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/abteilungen');
  await expect(page.getByTestId('department-card').first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  await page.getByTestId('department-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Titel/ }).fill(title);
  await dialog.getByRole('textbox', { name: /Kurzname/ }).fill(`Klettern${stamp}`);
  await dialog.getByRole('textbox', { name: /^Beschreibung/ }).click();
  await page.keyboard.type('Bouldern und Sportklettern für alle ab 8 Jahren.');
  await dialog.getByTestId('department-save').click();
  const card = page.getByTestId('department-card').filter({ hasText: `Klettern${stamp}` });
  await expect(card.getByTestId('department-unsynced')).toHaveCount(0);

  await goOffline(context);
  await card.getByTestId('department-edit').click();
  const edit = page.getByRole('dialog', { name: 'Abteilung bearbeiten' });
  await edit.getByRole('textbox', { name: /Titel/ }).fill(`${title} und Bouldern`);
  await edit.getByTestId('image-input').nth(1).setInputFiles(TEST_PNG);
  await expect(edit.getByTestId('image-preview')).toBeVisible();
  await edit.getByTestId('department-save').click();
  // The dialog closes once the edit and the icon are stored on the device.
  await expect(edit).toBeHidden();
  await expect(card.getByTestId('department-unsynced')).toBeVisible();
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(card).toContainText(`${title} und Bouldern`);

  await goOnline(context);
  // The queue is through when the device holds no row any more (a refused one would stay).
  await expect.poll(async () => (await idbCounts(page)).outbox, { timeout: 30_000 }).toBe(0);
  await expect(card.getByTestId('department-unsynced')).toHaveCount(0);
  const mine = async () =>
    (await departmentsOnServer(request, admin)).filter((d) => d.name === `Klettern${stamp}`);
  // The icon's upload is the last row; the server has it once the queue is through.
  await expect
    .poll(async () => (await mine())[0]?.iconURL ?? '', { timeout: 20_000 })
    .toMatch(/^\/uploads\//);
  const made = await mine();
  expect(made).toMatchObject([{ title: `${title} und Bouldern`, public: false }]);

  await card.getByTestId('department-public').click();
  await expect
    .poll(async () =>
      (await departmentsOnServer(request, admin)).some((d) => d._id === made[0]!._id && d.public),
    )
    .toBe(true);

  await card.getByTestId('department-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Sie hat keine Angebote.');
  await confirm.getByTestId('confirm-dialog-confirm').click();
  await expect(card).toHaveCount(0);
  await expect
    .poll(async () =>
      (await departmentsOnServer(request, admin)).some((d) => d._id === made[0]!._id),
    )
    .toBe(false);
});

test('deleting a department first names its courses and the user accounts that go with it', async ({
  page,
  request,
}) => {
  const head = await apiLogin(request, USERS.department);
  const department = head.user.department!;
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/abteilungen');
  const card = page.getByTestId('department-card').filter({ hasText: department.title });
  await card.getByTestId('department-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByTestId('department-delete-users')).toContainText(head.user.fullname);
  await expect(
    confirm.getByTestId('department-delete-courses').getByRole('listitem'),
  ).not.toHaveCount(0);
  const { violations } = await axeFor(page, 'light').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // Cancel: nothing goes.
  await confirm.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(confirm).toHaveCount(0);
  const admin = await apiLogin(request, USERS.admin);
  expect((await departmentsOnServer(request, admin)).some((d) => d._id === department._id)).toBe(
    true,
  );
});

test('the departments screen has no axe violations at 390 and 1280 px, light and dark', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/abteilungen', 'department-card', {
    login: USERS.admin,
  });
});
