import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, repoRoot } from '@/config/env';
import type { DatabaseHandle } from '@/db/client';
import { AppModule } from '@/app.module';
import { buildOpenApi } from '@/app.factory';
import { loggerParams } from '@/common/logging';
import { ROLES, permissionListOf } from '@/auth/permissions';
import { RICH_TEXT_ALLOWLIST } from '@/common/sanitize';

/** Writes backend/openapi.json from the controllers without opening a database (preview mode). */
async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    STATIC_DIR: 'none',
    DATABASE_URL: '',
  });
  const noDatabase = { db: {} } as DatabaseHandle;
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, noDatabase, loggerParams(config, { silent: true })),
    new FastifyAdapter(),
    {
      preview: true,
      logger: false,
    },
  );
  const document = buildOpenApi(app);
  const file = join(repoRoot(), 'backend', 'openapi.json');
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
  console.log(`OpenAPI geschrieben: ${file} (${Object.keys(document.paths).length} Pfade)`);
  // What the session sends for a user of each role, for the frontend's test fixtures only: the
  // app reads permissions from the session and holds no role table (npm run check:api: no drift).
  const personas = Object.fromEntries(ROLES.map((role) => [role, permissionListOf([role])]));
  const fixtures = join(repoRoot(), 'frontend', 'src', 'testing', 'rolePermissions.generated.json');
  writeFileSync(fixtures, `${JSON.stringify(personas, null, 2)}\n`);
  // The markup the server keeps in rich text: the editor offers only it, the renderer keeps only it.
  const allowlist = join(repoRoot(), 'frontend', 'src', 'components', 'richtext');
  writeFileSync(
    join(allowlist, 'allowlist.generated.json'),
    `${JSON.stringify(RICH_TEXT_ALLOWLIST, null, 2)}\n`,
  );
}

void main();
