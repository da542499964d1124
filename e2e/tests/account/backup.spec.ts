import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { USERS, loginInBrowser } from '@/support/api';
import { expectNoAxeViolations } from '@/support/axe';
import { test } from '@/support/test';
import { readZip } from '@/support/zip';

test.use({ serviceWorkers: 'block' });

const RESTORE_CLI = join(
  __dirname,
  '..',
  '..',
  '..',
  'backend',
  'dist',
  'backup',
  'restore.cli.js',
);

/** backup_YYYY_MM_DD.zip for today in the browser's time zone (playwright.config: Berlin). */
function todaysName(): string {
  const [day, month, year] = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date())
    .split('.');
  return `backup_${year}_${month}_${day}.zip`;
}

interface Manifest {
  format: number;
  schema_version: string;
  tables: Record<string, number>;
  files: number;
}

const ROUNDS = [
  { role: 'admin', width: 1280, theme: 'light' },
  { role: 'owner', width: 390, theme: 'dark' },
] as const;

for (const { role, width, theme } of ROUNDS) {
  test(`as ${role} at ${width} px (${theme}): the backup downloads as backup_YYYY_MM_DD.zip with its manifest, and restores`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await loginInBrowser(page, USERS[role]);
    await page.evaluate((mode) => localStorage.setItem('vh.theme', mode), theme);
    await page.goto('/de/account/backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Backup' })).toBeVisible();
    await expect(page.getByTestId('backup-restore')).toContainText('npm run restore');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('backup-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(todaysName());
    await expect(page.getByTestId('flash-message')).toHaveText(
      'Backup erfolgreich heruntergeladen',
    );
    await expect(page.getByTestId('flash-message')).toHaveCount(1);
    await expect(page.getByTestId('backup-download')).toBeEnabled();

    const zipPath = await download.path();
    const entries = await readZip(zipPath);
    const manifest = JSON.parse(entries.get('manifest.json')!().toString('utf8')) as Manifest;
    expect(manifest.format).toBe(1);
    expect(manifest.tables.users).toBeGreaterThan(0);
    expect(entries.has('tables/users.json')).toBe(true);

    if (role === 'admin') {
      // The proof it restores: the backend's restore command into an empty installation.
      const dataDir = await mkdtemp(join(tmpdir(), 'vh-restore-'));
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [RESTORE_CLI, zipPath], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
          timeout: 120_000,
        });
        const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
        expect(stdout).toContain(
          `Backup eingespielt: ${rows} Zeilen in ${Object.keys(manifest.tables).length} Tabellen, ${manifest.files} Dateien`,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    await context.close();
  });
}

test('when no backup can be made it says so in the spec’s words, once', async ({ page }) => {
  await loginInBrowser(page, USERS.admin);
  await page.route('**/api/backup', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Es konnte kein Backup erstellt werden.' }),
    }),
  );
  await page.goto('/de/account/backup');
  await page.getByTestId('backup-download').click();
  await expect(page.getByTestId('flash-message')).toHaveText(
    'Es konnte kein Backup erstellt werden',
  );
  await expect(page.getByTestId('flash-message')).toHaveCount(1);
});

test('offline the backup page says it needs the connection', async ({ context, page }) => {
  await loginInBrowser(page, USERS.owner);
  await page.goto('/de/account/backup');
  await expect(page.getByTestId('backup-download')).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByTestId('backup-offline')).toContainText(
    'Ein Backup braucht eine Verbindung zum Server.',
  );
  await expect(page.getByTestId('backup-download')).toBeDisabled();
  await context.setOffline(false);
});

test('the backup page has no axe violations at 390 and 1280 px, light and dark, for admin and owner', async ({
  browser,
  baseURL,
}) => {
  for (const login of [USERS.admin, USERS.owner]) {
    await expectNoAxeViolations(browser, baseURL, '/de/account/backup', 'backup-download', {
      login,
    });
  }
});
