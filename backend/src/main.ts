import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from '@/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { createApp } from '@/app.factory';
import { seedDemo } from '@/seed/seed-demo';

async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    try {
      return await openPostgres(config.databaseUrl);
    } catch (error) {
      throw new ConfigError(
        `Die Datenbank unter DATABASE_URL ist nicht erreichbar (${(error as Error).message}). Läuft PostgreSQL und stimmt die Adresse?`,
      );
    }
  }
  try {
    return await openPglite(config.dataDir);
  } catch (error) {
    throw new ConfigError(
      `Die eingebettete Datenbank unter ${config.dataDir} lässt sich nicht öffnen (${(error as Error).message}).`,
    );
  }
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  if (config.seedDemo && (await seedDemo(database.db)))
    console.log('Demo-Inhalte angelegt (Passwort aller Demo-Konten: Turnen1887!).');
  const app = await createApp(config, database);
  app.enableShutdownHooks();
  const server = app.getHttpServer();
  server.on('close', () => void database.close());
  await app.listen(config.port, config.host);
  console.log(
    `Vereinsheim läuft auf ${config.publicUrl} (Datenbank: ${database.kind === 'pglite' ? `PGlite unter ${config.dataDir}` : 'PostgreSQL'}).`,
  );
  if (!config.staticDir) console.warn('Ohne Frontend gestartet (STATIC_DIR=none).');
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Start abgebrochen: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException)?.code === 'EADDRINUSE') {
    console.error(
      `Start abgebrochen: Port ${process.env.PORT ?? 3000} ist schon belegt. Setze PORT auf einen freien Port.`,
    );
  } else {
    console.error('Start abgebrochen:', error);
  }
  process.exit(1);
});
