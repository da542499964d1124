import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '@/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { restoreBackup, RestoreError } from '@/backup/restore';
import { safeErrorMessage } from '@/common/safe-error';

/** `npm run restore -- <backup.zip>`: same settings as the server (DATABASE_URL or DATA_DIR). */
async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg) throw new RestoreError('Bitte gib die Backup-Datei an: npm run restore -- backup.zip');
  // npm runs scripts in the package folder; a relative path means the caller's folder.
  const zipPath = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const config = loadConfig();
  const database = await open(config);
  // Ctrl+C or SIGTERM: stop at the next batch or file and undo; a second one ends at once.
  const abort = new AbortController();
  const stop = () => {
    if (abort.signal.aborted) {
      console.error(
        'Sofort beendet: Die Datenbank bleibt unverändert, schon geschriebene Dateien können im Upload-Speicher liegen bleiben.',
      );
      process.exit(130);
    }
    console.error('Breche ab und mache alles rückgängig …');
    abort.abort();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    const result = await restoreBackup(zipPath, database, config, {
      signal: abort.signal,
      progress: (line) => console.log(line),
    });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup eingespielt: ${rows} Zeilen in ${Object.keys(result.tables).length} Tabellen, ${result.files} Dateien in den ${result.storage}.`,
    );
    console.log('Alle müssen sich neu anmelden (Sitzungen sind nicht Teil des Backups).');
  } finally {
    await database.close();
  }
}

async function open(config: AppConfig): Promise<DatabaseHandle> {
  try {
    return config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(config.dataDir);
  } catch (error) {
    throw new RestoreError(
      `Die Datenbank lässt sich nicht öffnen: ${safeErrorMessage(error)}. Es wurde nichts geändert.`,
    );
  }
}

main().catch((error: unknown) => {
  // Only our own sentences: any other error is described without its text, which for a failed
  // query holds its parameters (the rows: e-mail addresses, password hashes).
  const text =
    error instanceof RestoreError || error instanceof ConfigError
      ? error.message
      : `Unerwarteter Fehler: ${safeErrorMessage(error)}.`;
  console.error(`Wiederherstellung abgebrochen: ${text}`);
  process.exit(1);
});
