import 'reflect-metadata';
import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig, type AppConfig } from '@/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '@/db/client';
import { createApp } from '@/app.factory';
import { seedDemo } from '@/seed/seed-demo';
import { uploadStorage } from '@/files/storages';
import { accountWithPublishedPassword } from '@/seed/published-password';
import { HealthState } from '@/health/health.state';
import { drain } from '@/health/drain';
import { InstanceLock } from '@/common/instance-lock';
import { issueSetupLink, setupLinkMessage } from '@/setup/setup-link';
import { SetupService } from '@/setup/setup.service';

async function openDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    try {
      return await openPostgres(config.databaseUrl, (error) =>
        // PostgreSQL went away (restart, outage): requests answer 503 until it is back.
        console.warn(`Verbindung zur Datenbank verloren: ${error.message}`),
      );
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

/** Production never runs with an account anyone can log into from the README. */
async function refusePublishedPassword(config: AppConfig, database: DatabaseHandle): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const email = await accountWithPublishedPassword(database.db);
  if (email) {
    throw new ConfigError(
      `Das aktive Konto ${email} hat das veröffentlichte Demo-Passwort, ändere es (oder sperre das Konto) ohne NODE_ENV=production, bevor du in production startest.`,
    );
  }
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Before anything is changed: a process alone (MULTI_INSTANCE=false) refuses to start beside
  // another on the database, and an instance beside a process alone.
  const instanceLock = config.databaseUrl
    ? await InstanceLock.hold(config.databaseUrl, config.multiInstance)
    : null;
  const uploads = uploadStorage(config);
  await uploads.check();
  if (process.env.FORMS_DIR) {
    console.warn(
      'FORMS_DIR wird nicht mehr gelesen: die Dokumente (Fußzeile, Formulare, Vereinszeitung) werden im Backoffice unter „Dokumente“ hochgeladen (docs/operations.md).',
    );
  }
  if (config.multiInstance && !config.s3) {
    console.warn(
      `MULTI_INSTANCE ohne STORAGE_DRIVER=s3: Bilder liegen im ${uploads.label}; alle Instanzen müssen denselben geteilten Ordner sehen, sonst fehlt ein Bild auf den anderen (läuft nur ein Prozess, setze MULTI_INSTANCE=false).`,
    );
  }
  // Several instances may start at once on one database: one migrates and seeds, the others
  // wait and then find it done.
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    return config.seedDemo && (await seedDemo(database.db, config.demoPassword, uploads));
  });
  if (seeded) {
    // Never the password itself: logs are kept and shipped.
    console.log(
      config.nodeEnv === 'production'
        ? 'Demo-Inhalte angelegt; die Demo-Konten melden sich mit DEMO_PASSWORD an.'
        : 'Demo-Inhalte angelegt; die Demo-Konten stehen in der README (Abschnitt "Demo accounts").',
    );
  }
  await refusePublishedPassword(config, database);
  // A new installation: whoever reads this log claims it (docs/operations.md, "Going live").
  const setupLink = await issueSetupLink(database.db, config.publicUrl);
  if (setupLink) console.log(setupLinkMessage(setupLink));
  const app = await createApp(config, database);
  // Known before the first page: a set-up site never asks again (not even in an outage).
  await app.get(SetupService).pending();
  await app.listen(config.port, config.host);
  drainOnSignals(app, config, database, instanceLock);
  console.log(
    `Vereinsheim läuft auf ${config.publicUrl} (Datenbank: ${database.kind === 'pglite' ? `PGlite unter ${config.dataDir}` : 'PostgreSQL'}).`,
  );
  if (!config.staticDir) console.warn('Ohne Frontend gestartet (STATIC_DIR=none).');
}

/**
 * SIGTERM/SIGINT: /readyz answers 503 at once; the server keeps answering for
 * SHUTDOWN_DELAY_SECONDS and until every request in flight (an upload, a backup download) is done,
 * then stops listening, closes the app and the database and exits with 0 (health/drain.ts). When
 * nothing has moved for SHUTDOWN_TIMEOUT_SECONDS, or on a second signal, it exits with 1.
 */
function drainOnSignals(
  app: NestFastifyApplication,
  config: AppConfig,
  database: DatabaseHandle,
  instanceLock: InstanceLock | null,
): void {
  const health = app.get(HealthState);
  let draining = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (draining) {
      console.warn(`${signal} während des Beendens: Vereinsheim bricht laufende Anfragen ab.`);
      process.exit(1);
    }
    draining = true;
    health.startDraining();
    console.log(
      `${signal}: Vereinsheim wird beendet, sobald ${health.requestsInFlight} laufende Anfrage(n) fertig sind.`,
    );
    drain({
      health,
      server: app.getHttpServer() as Server,
      delayMs: config.shutdownDelaySeconds * 1000,
      stallMs: config.shutdownTimeoutSeconds * 1000,
      close: async () => {
        await app.close();
        await database.close();
        await instanceLock?.close();
      },
      onStall: () => {
        console.warn(
          `Vereinsheim beendet: ${config.shutdownTimeoutSeconds} s lang ging nichts voran, ${health.requestsInFlight} Anfrage(n) liefen noch.`,
        );
        process.exit(1);
      },
    }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Beenden fehlgeschlagen:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
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
