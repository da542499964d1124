import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { VISIBLE } from '@/pages/accountScreens';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { animationsDone, axeFor, expectNoAxeViolations } from '@/support/axe';
import { TEST_PNG } from '@/support/image';
import { mailedToken } from '@/support/mail';
import { test } from '@/support/test';

interface ServerUser {
  _id: string;
  email: string;
  fullname: string;
  roles: string[];
  blocked: boolean;
  verified: boolean;
  photoURL: string | null;
}

/** The users the server finds for `search` (its folded search), as the admin sees them. */
async function usersOnServer(
  request: APIRequestContext,
  session: Session,
  search: string,
): Promise<ServerUser[]> {
  const page = await dataOf<{ items: ServerUser[] }>(
    await request.get(`/api/users?search=${encodeURIComponent(search)}`, {
      headers: bearer(session),
    }),
  );
  return page.items;
}

async function onServer(request: APIRequestContext, session: Session, email: string) {
  return (await usersOnServer(request, session, email)).find((u) => u.email === email);
}

async function expectNoViolations(page: Page, theme: 'light' | 'dark', what: string) {
  await animationsDone(page);
  const { violations } = await axeFor(page, theme).analyze();
  expect(
    violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    what,
  ).toEqual([]);
}

const ROLE_FLOWS = [
  { role: 'admin', email: USERS.admin, width: 390, theme: 'dark' },
  { role: 'owner', email: USERS.owner, width: 1280, theme: 'light' },
] as const;

for (const flow of ROLE_FLOWS) {
  test(`the ${flow.role} finds "Müller" as "muller", adds a user who sets a password from the mail and logs in, then gives them a photo, toggles a role, blocks, unblocks and deletes them (${flow.width} px, ${flow.theme})`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const tag = `${flow.role}${Date.now().toString(36)}`;
    const session = await apiLogin(request, flow.email);
    // Someone with an umlaut, made through the API (test data is seeded, not clicked).
    const mueller = await dataOf<ServerUser>(
      await request.post('/api/users', {
        headers: bearer(session),
        data: {
          firstname: 'Jürgen',
          lastname: `Müller-${tag}`,
          email: `juergen.${tag}@example.de`,
          roles: ['course'],
        },
      }),
    );

    await page.setViewportSize({ width: flow.width, height: 900 });
    await loginInBrowser(page, flow.email);
    await page.evaluate((theme) => localStorage.setItem('vh.theme', theme), flow.theme);
    await page.goto('/de/account/benutzer');
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
    await expect(page.getByTestId('user-item').first()).toBeVisible();

    // The last (and only) owner's controls explain themselves.
    const owner = page.getByTestId(`user-${USERS.owner}`);
    await expect(owner.getByTestId('user-lock-note')).toContainText(
      flow.role === 'admin'
        ? 'Konten des Vorstands kann nur ein Vorstandsmitglied ändern.'
        : 'Das ist das letzte aktive Vorstandskonto',
    );
    await expect(owner.getByTestId('user-block')).toHaveAttribute('aria-disabled', 'true');
    await expect(owner.getByTestId('user-delete')).toHaveAttribute('aria-disabled', 'true');
    await expectNoViolations(page, flow.theme, 'the list');

    // Search without the umlaut: the server folds it.
    await page.getByTestId('users-search').fill(`muller-${tag}`);
    await expect(page.getByTestId('user-item')).toHaveCount(1);
    await expect(page.getByTestId(`user-${mueller.email}`)).toContainText(`Jürgen Müller-${tag}`);
    await page.getByTestId('users-search').fill('');
    await expect(owner).toBeVisible();

    // Add a workshop lead; the dialog's button is off until the form is valid.
    const email = `neu.${tag}@example.de`;
    await page.getByTestId('users-create').click();
    const form = page.getByTestId('user-form');
    await expect(form.getByTestId('user-save')).toBeDisabled();
    await form.getByRole('textbox', { name: /Vorname/ }).fill('Nora');
    await form.getByRole('textbox', { name: /Nachname/ }).fill(`Neu ${tag}`);
    await form.getByRole('textbox', { name: /E-Mail/ }).fill(email);
    await form.getByRole('checkbox', { name: 'Workshopleitung' }).check();
    await expect(form.getByTestId('user-save')).toBeEnabled();
    await expectNoViolations(page, flow.theme, 'the create dialog');
    await form.getByTestId('user-save').click();
    await expect(page.getByText('Der Benutzer wurde angelegt und erhält eine E-Mail')).toHaveCount(
      1,
    );
    expect(await onServer(request, session, email)).toMatchObject({
      roles: ['workshop'],
      verified: false,
      blocked: false,
    });

    // The invitation arrives; its link sets the password; the new user logs in with their roles.
    let token: string | null = null;
    await expect
      .poll(async () => (token = await mailedToken(email, 'verifyAccount')), { timeout: 20_000 })
      .not.toBeNull();
    const invited = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const newcomer = await invited.newPage();
    await newcomer.goto(`/de/verifyAccount?token=${token}`);
    await newcomer.getByTestId('new-password').fill('Neu-im-Verein-1887');
    await newcomer.getByTestId('confirm-password').fill('Neu-im-Verein-1887');
    await newcomer.getByTestId('set-password-submit').click();
    await expect(newcomer.getByTestId('set-password-success')).toBeVisible();
    await newcomer.goto('/de/login');
    await newcomer.getByTestId('login-email').fill(email);
    await newcomer.getByTestId('login-password').fill('Neu-im-Verein-1887');
    await newcomer.getByTestId('login-submit').click();
    await expect(newcomer).toHaveURL(/\/de\/account\/workshop$/);
    const drawer = newcomer.getByTestId('account-drawer');
    await expect(drawer).toBeVisible();
    const entries = await drawer
      .locator('[data-testid^="account-nav-"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('data-testid')!.slice(12)));
    expect(entries).toEqual([...VISIBLE.workshop]);
    await invited.close();
    expect(await onServer(request, session, email)).toMatchObject({ verified: true });

    // Toggle a role, block, unblock: each on the server.
    await page.getByTestId('users-search').fill(email);
    const card = page.getByTestId(`user-${email}`);
    await expect(page.getByTestId('user-item')).toHaveCount(1);
    await expect(card.getByTestId('user-state')).toContainText('Bestätigt');
    await card.getByTestId('user-roles-menu').click();
    await page.getByTestId('user-role-course').click();
    await expect(card.getByTestId('user-roles')).toContainText('Übungsleitung');
    expect((await onServer(request, session, email))?.roles.sort()).toEqual(['course', 'workshop']);

    // A photo for them: checked, sent, shown, and on the server.
    await card.getByTestId('user-photo-input').setInputFiles(TEST_PNG);
    await expect(page.getByText('Das Profilbild wurde gespeichert.')).toHaveCount(1);
    await expect(card.getByTestId('user-photo').locator('img')).toBeVisible();
    expect((await onServer(request, session, email))?.photoURL).toMatch(/^\/uploads\//);

    await card.getByTestId('user-block').click();
    await expect(card.getByTestId('user-state')).toContainText('Gesperrt');
    expect(await onServer(request, session, email)).toMatchObject({ blocked: true });
    await card.getByTestId('user-block').click();
    await expect(card.getByTestId('user-state')).toContainText('Aktiv');
    expect(await onServer(request, session, email)).toMatchObject({ blocked: false });

    // Delete: the dialog says what goes and what stays; then the server no longer has them.
    await card.getByTestId('user-delete').click();
    const dialog = page.getByTestId('user-delete-dialog');
    await expect(dialog).toContainText(`Nora Neu ${tag} (${email}) wird endgültig gelöscht`);
    await expect(dialog).toContainText('ohne Namen');
    await expectNoViolations(page, flow.theme, 'the delete dialog');
    await page.getByTestId('user-delete-confirm').click();
    await expect(page.getByText('Der Benutzer wurde gelöscht.')).toHaveCount(1);
    await expect(card).toHaveCount(0);
    expect(await onServer(request, session, email)).toBeUndefined();
  });
}

test('offline, the screen says user administration needs the connection and turns the actions off', async ({
  page,
  context,
}) => {
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account/benutzer');
  const trainer = page.getByTestId(`user-${USERS.course}`);
  await expect(trainer).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('users-offline')).toContainText(
    'Die Benutzerverwaltung braucht eine Verbindung zum Server.',
  );
  await expect(trainer.getByTestId('user-block')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('users-create')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('users-offline')).toHaveCount(0);
  await expect(trainer.getByTestId('user-block')).not.toHaveAttribute('aria-disabled', 'true');
});

test('the dashboard links its users card to the screen for the admin', async ({ page }) => {
  await loginInBrowser(page, USERS.admin);
  await page.goto('/de/account');
  await page
    .getByTestId('dashboard-users')
    .getByRole('link', { name: 'Benutzer verwalten' })
    .click();
  await expect(page).toHaveURL(/\/de\/account\/benutzer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
});

for (const role of ['admin', 'owner'] as const) {
  test(`the user screen has no axe violations for the ${role} at 390 and 1280 px, light and dark`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await expectNoAxeViolations(browser, baseURL, '/de/account/benutzer', 'user-item', {
      login: USERS[role],
    });
  });
}
