import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from '@/pages/LoginPage';
import { DEMO_PASSWORD, USERS, apiLogin, bearer, dataOf, loginInBrowser } from '@/support/api';
import { THEMES, WIDTHS, animationsDone, axeFor, switchTheme } from '@/support/axe';
import { TEST_PNG, largePng } from '@/support/image';
import { test } from '@/support/test';

/**
 * The own profile as every role (spec section 2: "Profile: all logged-in users"), at 390 and
 * 1280 px, light and dark: name and phone (checked on the server and in the drawer), a photo
 * (the drawer's avatar shows the server's image), and the password change (logged out, the new
 * password works, the old one no longer). Each test puts the demo account back as it was, as the
 * worker's server is shared by the specs that run after it.
 */

type Role = keyof typeof USERS;
const ROLES = Object.keys(USERS) as Role[];
const NEW_PASSWORD = 'Vereinsheim-2027!';

test.use({ serviceWorkers: 'block' });

interface Me {
  firstname: string;
  lastname: string;
  fullname: string;
  phone: string | null;
  photoURL: string | null;
  version: number;
}

/** The account as the server has it (GET /verification with a fresh login's token). */
async function meOnServer(request: APIRequestContext, email: string): Promise<Me> {
  const session = await apiLogin(request, email);
  const { user } = await dataOf<{ user: Me }>(
    await request.get('/verification', { headers: bearer(session) }),
  );
  return user;
}

/** The name and phone it had before, and the demo password. */
async function restore(request: APIRequestContext, email: string, before: Me, password: string) {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.ok(), `login of ${email} to restore it`).toBe(true);
  const { access_token: token, user } = (
    (await login.json()) as {
      data: { access_token: string; user: Me };
    }
  ).data;
  const headers = { Authorization: `Bearer ${token}` };
  await dataOf(
    await request.put('/api/profile', {
      headers: { ...headers, 'If-Match': `"${user.version}"` },
      data: { firstname: before.firstname, lastname: before.lastname, phone: before.phone },
    }),
  );
  if (password !== DEMO_PASSWORD) {
    await dataOf(
      await request.post('/api/changePassword', {
        headers,
        data: { currentPassword: password, newPassword: DEMO_PASSWORD },
      }),
    );
  }
}

/** The drawer (opened on a phone), where the name and avatar of the session are shown. */
async function openDrawer(page: Page, width: number) {
  if (width < 1024) await page.getByTestId('account-drawer-toggle').click();
  const drawer = page.getByTestId('account-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeDrawer(page: Page, width: number) {
  if (width < 1024) await page.keyboard.press('Escape');
  if (width < 1024) await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectNoViolations(page: Page, theme: 'light' | 'dark', where: string) {
  await animationsDone(page);
  const { violations } = await axeFor(page, theme).analyze();
  expect(
    violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    where,
  ).toEqual([]);
}

/**
 * Each role's changes at one width and its axe sweep at the other, the widths taking turns by
 * role (the owner changes at 1280 and is checked at 390, the course user the other way round …):
 * the role decides what the drawer holds, the width how the screen is laid out, and every role
 * meets both widths without each test running at each.
 */
const changesAt = (role: Role) => WIDTHS[(ROLES.indexOf(role) + 1) % WIDTHS.length]!;
const checkedAt = (role: Role) => WIDTHS[ROLES.indexOf(role) % WIDTHS.length]!;

for (const role of ROLES) {
  const width = changesAt(role);
  test(`${role} at ${width}px: changes name and phone, uploads a photo, changes the password and logs in with the new one`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = USERS[role];
    const before = await meOnServer(request, email);
    let password = DEMO_PASSWORD;
    // Light at one width, dark at the other: both themes per role are in the axe sweep below.
    const theme = width === 390 ? 'light' : 'dark';
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    try {
      await loginInBrowser(page, email);
      await page.evaluate((t) => localStorage.setItem('vh.theme', t), theme);
      await page.goto('/de/account/profil');
      await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

      // Name and phone: a rule broken first, then a valid change.
      const firstname = page.getByRole('textbox', { name: /Vorname/ });
      const save = page.getByTestId('profile-save');
      await expect(firstname).toHaveValue(before.firstname);
      await expect(save).toBeDisabled();
      await firstname.fill('P');
      await firstname.blur();
      await expect(page.getByText('Bitte gib mindestens 2 Zeichen ein.')).toBeVisible();
      await expect(save).toBeDisabled();
      const stamp = String(Date.now()).slice(-5);
      await firstname.fill(`Paula${stamp}`);
      await page.getByRole('textbox', { name: /Nachname/ }).fill('Profil');
      await page.getByRole('textbox', { name: /Telefon/ }).fill(`05123 ${stamp}-20`);
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByTestId('flash-message')).toHaveText('Dein Profil wurde gespeichert.');
      await expect(save).toBeDisabled();
      const saved = await meOnServer(request, email);
      expect(saved).toMatchObject({
        firstname: `Paula${stamp}`,
        lastname: 'Profil',
        fullname: `Paula${stamp} Profil`,
        phone: `05123 ${stamp}-20`,
      });
      let drawer = await openDrawer(page, width);
      await expect(drawer).toContainText(`Paula${stamp} Profil`);
      await closeDrawer(page, width);
      await expectNoViolations(page, theme, `${role} profile at ${width}px, ${theme}`);

      // The photo: a text file named .png is refused on the field, a PNG is sent.
      const input = page.getByTestId('profile-photo-input');
      await input.setInputFiles({
        name: 'kein-bild.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Das ist kein Bild.'),
      });
      await expect(page.getByText('Die Datei ist kein JPEG- oder PNG-Bild.')).toBeVisible();
      await input.setInputFiles(TEST_PNG);
      await expect(page.getByTestId('flash-message').last()).toHaveText(
        'Dein Profilfoto wurde gespeichert.',
      );
      const withPhoto = await meOnServer(request, email);
      expect(withPhoto.photoURL).toMatch(/^\/uploads\//);
      drawer = await openDrawer(page, width);
      await expect(drawer.locator('img').first()).toHaveAttribute('src', withPhoto.photoURL!);
      await closeDrawer(page, width);
      await expect(page.getByTestId('profile-photo').locator('img')).toHaveAttribute(
        'src',
        withPhoto.photoURL!,
      );

      // The password: wrong current one, then the change; the device is logged out.
      const form = page.getByTestId('password-change-form');
      const submit = page.getByTestId('password-change-submit');
      await form.getByLabel(/Aktuelles Passwort/).fill('nicht-das-richtige');
      await form.getByLabel(/^Neues Passwort\W*$/).fill(NEW_PASSWORD);
      await form.getByLabel(/Neues Passwort wiederholen/).fill(NEW_PASSWORD);
      await submit.click();
      await expect(form.getByText('Das aktuelle Passwort ist falsch.')).toBeVisible();
      await expect(page).toHaveURL(/\/de\/account\/profil$/);
      await form.getByLabel(/Aktuelles Passwort/).fill(DEMO_PASSWORD);
      await submit.click();
      await expect(page).toHaveURL(/\/de\/login$/);
      password = NEW_PASSWORD;
      const message = page.getByTestId('flash-message').filter({
        hasText: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.',
      });
      await expect(message).toHaveCount(1);
      expect(await page.evaluate(() => localStorage.getItem('vh.user'))).toBeNull();
      await expectNoViolations(page, theme, `login after the change at ${width}px, ${theme}`);

      // The old password no longer works, the new one does.
      const login = new LoginPage(page);
      await login.email.fill(email);
      await login.password.fill(DEMO_PASSWORD);
      await login.submit.click();
      await expect(
        page
          .getByTestId('flash-message')
          .filter({ hasText: 'Benutzername und/oder Passwort sind falsch.' }),
      ).toHaveCount(1);
      await expect(page).toHaveURL(/\/de\/login$/);
      const old = await request.post('/api/login', {
        data: { email, password: DEMO_PASSWORD },
      });
      expect(old.status()).toBe(401);
      await login.password.fill(NEW_PASSWORD);
      await login.submit.click();
      await expect(page).toHaveURL(/\/de\/account(\/|$)/);
      drawer = await openDrawer(page, width);
      await expect(drawer).toContainText(`Paula${stamp} Profil`);
    } finally {
      await context.close();
      await restore(request, email, before, password);
    }
  });
}

for (const role of ROLES) {
  test(`the profile of ${role} has no axe violations at ${checkedAt(role)} px, light and dark, also with the rules' messages`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const width = checkedAt(role);
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await loginInBrowser(page, USERS[role]);
    await page.evaluate(() => localStorage.setItem('vh.theme', 'light'));
    await page.goto('/de/account/profil');
    await expect(page.getByTestId('password-change-form')).toBeVisible();
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expectNoViolations(page, theme, `${role} at ${width}px, ${theme}`);
    }
    await page.getByRole('textbox', { name: /Vorname/ }).fill('P');
    await page.getByLabel(/^Neues Passwort\W*$/).fill('kurz');
    await page.getByLabel(/Neues Passwort wiederholen/).focus();
    await expect(page.getByText('Bitte gib mindestens 2 Zeichen ein.')).toBeVisible();
    await expect(page.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    for (const theme of ['dark', 'light'] as const) {
      await switchTheme(page, theme);
      await expectNoViolations(page, theme, `${role} with messages at ${width}px, ${theme}`);
    }
    await context.close();
  });
}

test('offline, the profile says plainly that changes need the connection and saves nothing', async ({
  page,
  context,
  request,
}) => {
  const before = await meOnServer(request, USERS.course);
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/profil');
  await expect(page.getByTestId('profile-save')).toBeDisabled();
  await context.setOffline(true);
  await expect(page.getByTestId('profile-offline')).toContainText(
    'brauchen eine Verbindung zum Server',
  );
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Offline');
  await expect(page.getByTestId('profile-save')).toBeDisabled();
  await expect(page.getByTestId('profile-photo-choose')).toBeDisabled();
  await expect(page.getByTestId('password-change-submit')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('profile-offline')).toHaveCount(0);
  await expect(page.getByTestId('profile-save')).toBeEnabled();
  expect((await meOnServer(request, USERS.course)).lastname).toBe(before.lastname);
});

test('a large photo shows how far its upload has gone, then the drawer shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await loginInBrowser(page, USERS.course);
  await page.goto('/de/account/profil');
  await expect(page.getByTestId('profile-photo-choose')).toBeEnabled();
  // A slow uplink (about 1 MB/s) for a photo of 4 MB: the bar has a few seconds to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByTestId('profile-photo-input').setInputFiles(largePng(4 * 1024 * 1024));
  const progress = page.getByTestId('profile-photo-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(/\d+ % gesendet|aufbereitet/);
  await expect(page.getByTestId('profile-photo-choose')).toBeDisabled();
  await expect(page.getByTestId('flash-message')).toHaveText('Dein Profilfoto wurde gespeichert.', {
    timeout: 30_000,
  });
  await expect(progress).toHaveCount(0);
  const photoURL = (await meOnServer(request, USERS.course)).photoURL;
  expect(photoURL).toMatch(/^\/uploads\//);
  await expect(page.getByTestId('account-drawer').locator('img').first()).toHaveAttribute(
    'src',
    photoURL!,
  );
});
