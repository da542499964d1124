import { expect, type APIRequestContext } from '@playwright/test';
import { USERS, apiLogin, bearer, dataOf, loginInBrowser, type Session } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';

/** A small, clean PDF (what the server's check accepts); `text` tells two files apart. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

interface Doc {
  _id: string;
  title: string;
  url: string;
  category: string;
  version: number;
}

const documentsOf = async (request: APIRequestContext, session: Session) =>
  dataOf<Doc[]>(await request.get('/api/documents', { headers: bearer(session) }));

test.use({ serviceWorkers: 'block' });

test('as admin at 1280 px: an uploaded PDF reaches the footer and the Formulare page; replace, move, delete', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await apiLogin(request, USERS.admin);
  const title = 'Ehrenordnung des Vereins';
  try {
    await loginInBrowser(page, USERS.admin);
    await page.goto('/de/account/profil');
    await page.getByTestId('account-nav-documents').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
    await expect(page.getByTestId('documents-category-statutes')).toContainText('Satzung');

    // A file that is only named .pdf is refused on the field, before any upload.
    await page.getByTestId('document-file').setInputFiles({
      name: 'getarnt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>kein PDF</html>'),
    });
    await expect(page.getByText('Das ist keine PDF-Datei.')).toBeVisible();

    await page.getByTestId('document-title').fill(title);
    await page.getByTestId('document-category').selectOption('statutes');
    await page.getByTestId('document-file').setInputFiles({
      name: 'ehrenordnung.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Ehrenordnung 2026'),
    });
    await page.getByTestId('document-upload-submit').click();
    await expect(page.getByText(`„${title}“ wurde hochgeladen.`)).toBeVisible();
    const statutes = page.getByTestId('documents-category-statutes');
    await expect(statutes.getByTestId('document-row-title')).toHaveText(['Satzung', title]);
    const url = '/forms/ehrenordnung-des-vereins.pdf';

    // Public at once: the footer follows the categories, the Formulare page lists it.
    await page.goto('/de/');
    const footer = page.getByTestId('footer-documents');
    await expect(footer.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
      'href',
      url,
    );
    const footerTitles = await footer.getByRole('link').allTextContents();
    expect(footerTitles.indexOf(title)).toBe(footerTitles.indexOf('Satzung') + 1);
    await page.goto('/de/formulare');
    await expect(page.getByTestId('forms-group-footer')).toContainText(title);
    expect((await (await request.get(url)).body()).toString('latin1')).toContain(
      'Ehrenordnung 2026',
    );

    // Replace: the same address, the new file.
    await page.goto('/de/account/dokumente');
    const row = page.getByTestId('document-row').filter({ hasText: title });
    await row.getByTestId('document-replace-input').setInputFiles({
      name: 'ehrenordnung-neu.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('Ehrenordnung 2027'),
    });
    await expect(page.getByText('die Adresse bleibt dieselbe.')).toBeVisible();
    expect((await (await request.get(url)).body()).toString('latin1')).toContain(
      'Ehrenordnung 2027',
    );

    // Move up with the keyboard: before "Satzung" now.
    await row.getByTestId('document-up').focus();
    await page.keyboard.press('Enter');
    await expect(statutes.getByTestId('document-row-title')).toHaveText([title, 'Satzung']);
    await expect(row.getByTestId('document-down')).toBeFocused();

    // Delete with its confirmation.
    await row.getByTestId('document-delete').click();
    await expect(page.getByTestId('document-delete-dialog')).toContainText(url);
    await page.getByTestId('document-delete-confirm').click();
    await expect(page.getByText(`„${title}“ wurde gelöscht.`)).toBeVisible();
    await expect(statutes.getByTestId('document-row-title')).toHaveText(['Satzung']);
    expect((await request.get(url)).status()).toBe(404);
  } finally {
    for (const doc of await documentsOf(request, session)) {
      if (doc.title === title) {
        await request.delete(`/api/documents/${doc._id}`, { headers: bearer(session) });
      }
    }
  }
});

test('the "Dokumente" screen has no axe violations at 390 and 1280 px, light and dark, de and en', async ({
  browser,
  baseURL,
}) => {
  await expectNoAxeViolations(browser, baseURL, '/de/account/dokumente', 'document-upload', {
    login: USERS.owner,
    also: [{ path: '/en/account/dokumente', ready: 'document-upload' }],
  });
});
