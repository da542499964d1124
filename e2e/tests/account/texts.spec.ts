import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

interface ClubText {
  de: string;
  en: string | null;
  applications_from: string | null;
  version: number;
}

const textOf = async (request: APIRequestContext, session: Session, key: string) =>
  dataOf<ClubText>(await request.get(`/api/texts/${key}`, { headers: bearer(session) }));

/** Puts the demo's text back as it was: the other tests of this worker's server read it. */
async function restore(
  request: APIRequestContext,
  session: Session,
  key: string,
  before: ClubText,
) {
  const now = await textOf(request, session, key);
  await request.put(`/api/texts/${key}`, {
    data: { de: before.de, en: before.en, applications_from: before.applications_from },
    headers: { ...bearer(session), 'If-Match': `"${now.version}"` },
  });
}

test.use({ serviceWorkers: 'block' });

test('as admin: the Haftungsausschluss rewritten, public at once (also without JavaScript), the old version restored', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await apiLogin(request, USERS.admin);
  const before = await textOf(request, session, 'haftungsausschluss');
  const line = `Für Links auf fremde Seiten haften wir nicht (${Date.now()}).`;
  try {
    await loginInBrowser(page, USERS.admin);
    await page.goto('/de/account/profil');
    await page.getByTestId('account-nav-texts').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Texte' })).toBeVisible();
    await expect(page.getByTestId('text-card-haftungsausschluss')).toContainText('Geschrieben');
    await page.getByTestId('text-edit-haftungsausschluss').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Haftungsausschluss' })).toBeVisible();

    const german = page.getByRole('textbox', { name: 'Text (Deutsch)' });
    await expect(german).toContainText('Haftung für Inhalte');
    await german.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(line);
    // This version has no English text: the English page shows the German one.
    await page.getByRole('textbox', { name: 'Text (Englisch, freiwillig)' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.getByTestId('text-save').click();
    await expect(
      page.getByText('Der Text wurde gespeichert. Er ist jetzt auf der Website zu sehen.'),
    ).toBeVisible();

    // The public page, in a browser without JavaScript: the server's HTML has the new text.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitor = await plain.newPage();
    await visitor.goto('/de/haftunsausschluss');
    await expect(visitor.getByTestId('club-text')).toHaveText(line);
    // The English page has no English text of this version: the German one, marked so.
    await visitor.goto('/en/haftunsausschluss');
    await expect(visitor.getByTestId('text-in-german')).toBeVisible();
    await expect(visitor.getByTestId('club-text').locator('[lang="de"]')).toContainText(line);

    // The history: the demo's version against this one, restored live.
    await page.getByTestId('text-history').click();
    const dialog = page.getByTestId('history-dialog');
    await expect(dialog.getByTestId('history-revision')).toHaveCount(2);
    await dialog.getByTestId('history-revision').last().click();
    await page.getByTestId('history-restore').click();
    await page.getByTestId('history-confirm-restore').click();
    await expect(page.getByText('Die Version des Textes wurde wiederhergestellt.')).toBeVisible();
    await visitor.goto('/de/haftunsausschluss');
    await expect(visitor.getByTestId('club-text')).toContainText('Haftung für Inhalte');
    await expect(visitor.getByTestId('club-text')).not.toContainText(line);
    await plain.close();
  } finally {
    await restore(request, session, 'haftungsausschluss', before);
  }
});

test('the "Texte" screens have no axe violations at 390 and 1280 px, light and dark, de and en', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/texte', 'texts-list', {
    login: USERS.owner,
    also: [
      { path: '/en/account/texte', ready: 'texts-list' },
      // The editor once (its fields are the same for every text; FSJ has the date too).
      { path: '/de/account/texte/fsj', ready: 'text-form' },
    ],
  });
});
