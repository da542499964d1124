import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '@/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { restoreBackup, RestoreError } from '@/backup/restore';

/** `npm run restore -- <backup.zip>`: same settings as the server (DATABASE_URL or DATA_DIR). */
async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg) throw new RestoreError('Bitte gib die Backup-Datei an: npm run restore -- backup.zip');
  // npm runs scripts in the package folder; a relative path means the caller's folder.
  const zipPath = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const config = loadConfig();
  const database = await open(config);
  try {
    const result = await restoreBackup(zipPath, database, config);
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backup eingespielt: ${rows} Zeilen in ${Object.keys(result.tables).length} Tabellen, ${result.files} Dateien in den ${result.storage}.`,
    );
    console.log('Alle müssen sich neu anmelden (Sitzungen sind nicht Teil des Backups).');
  } finally {
    await database.close();
  }
}

function open(config: AppConfig): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

main().catch((error: unknown) => {
  if (error instanceof RestoreError || error instanceof ConfigError) {
    console.error(`Wiederherstellung abgebrochen: ${error.message}`);
  } else {
    console.error('Wiederherstellung abgebrochen:', error);
  }
  process.exit(1);
});
