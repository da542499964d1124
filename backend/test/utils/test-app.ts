import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { loadConfig, type AppConfig } from '@/config/env';
import type { Database, DatabaseHandle } from '@/db/client';
import { createApp } from '@/app.factory';
import { openTestDatabase } from '@test/utils/test-database';
import { DEMO_PASSWORD } from '@test/factories/factories';

export interface TestApp {
  app: NestFastifyApplication;
  db: Database;
  config: AppConfig;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Logs in and returns the access token (and the refresh cookie). */
  login(email: string, password?: string): Promise<{ token: string; cookie: string }>;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh database, as main.ts builds it (without the frontend). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** logStream: the app's JSON log lines go there (at LOG_LEVEL) instead of nowhere. */
  opts: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const handle: DatabaseHandle = await openTestDatabase();
  // Mail (.eml files) and uploads of this app go to its own folder, removed on close.
  const dataDir = mkdtempSync(join(tmpdir(), 'vh-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    STATIC_DIR: 'none',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '1000',
    // The suites book, reset and write from one client to few addresses; the mail caps have
    // their own suite (mail-relay.int-spec.ts), which passes '' to get the defaults.
    MAIL_PER_ADDRESS_PER_HOUR: '1000',
    MAIL_PER_ADDRESS_PER_DAY: '10000',
    MAIL_PER_CLIENT_PER_DAY: '100000',
    ...env,
  });
  const app = await createApp(config, handle, { logger: false, logStream: opts.logStream });
  await app.getHttpAdapter().getInstance().ready();
  const request = (opts: InjectOptions) => app.inject(opts);
  return {
    app,
    db: handle.db,
    config,
    request,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
      });
      if (res.statusCode !== 200)
        throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      const setCookie = res.headers['set-cookie'];
      const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
      return { token: res.json().data.access_token as string, cookie };
    },
    async close() {
      await app.close();
      await handle.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
