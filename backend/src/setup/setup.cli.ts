import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from '@/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { safeErrorMessage } from '@/common/safe-error';
import { issueSetupLink, setupLinkMessage } from '@/setup/setup-link';

class SetupCliError extends Error {}

/**
 * `npm run setup`: a new setup link while the installation has no owner (the same settings as
 * the server: DATABASE_URL or DATA_DIR); earlier links keep working until they expire.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await open(config);
  try {
    // Before the first start, too: the tables are made as the start makes them.
    const link = await database.exclusively(async () => {
      await database.migrate();
      return issueSetupLink(database.db, config.publicUrl);
    });
    console.log(
      link
        ? setupLinkMessage(link)
        : 'Diese Website ist schon eingerichtet: Ein Inhaber-Konto gibt es. Melde dich damit an; ein vergessenes Passwort setzt "Passwort vergessen" auf der Anmeldeseite zurück.',
    );
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
    throw new SetupCliError(
      config.databaseUrl
        ? `Die Datenbank unter DATABASE_URL lässt sich nicht öffnen: ${safeErrorMessage(error)}.`
        : `Die eingebettete Datenbank unter ${config.dataDir} lässt sich nicht öffnen (${safeErrorMessage(error)}). Läuft der Server noch? Dann steht der Link in seinem Start-Log, oder beende ihn kurz.`,
    );
  }
}

main().catch((error: unknown) => {
  const text =
    error instanceof SetupCliError || error instanceof ConfigError
      ? error.message
      : `Unerwarteter Fehler: ${safeErrorMessage(error)}.`;
  console.error(`Kein Einrichtungslink: ${text}`);
  process.exit(1);
});
