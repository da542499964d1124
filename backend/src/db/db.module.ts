import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DatabaseHandle } from '@/db/client';

export const DATABASE = Symbol('DATABASE');
/** PostgreSQL's pg Pool, or null on PGlite (common/limit-counters.ts). */
export const PG_POOL = Symbol('PG_POOL');

/** Provides the open database (pg or PGlite) to every repository, and PostgreSQL's pool. */
@Global()
@Module({})
export class DbModule {
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DbModule,
      providers: [
        { provide: DATABASE, useValue: handle.db },
        // openapi.ts builds the app on a stand-in handle without one.
        { provide: PG_POOL, useValue: handle.pool ?? null },
      ],
      exports: [DATABASE, PG_POOL],
    };
  }
}
