import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { DatabaseHandle } from '@/db/client';

export const DATABASE = Symbol('DATABASE');

/** Provides the open database (pg or PGlite) to every repository. */
@Global()
@Module({})
export class DbModule {
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DbModule,
      providers: [{ provide: DATABASE, useValue: handle.db }],
      exports: [DATABASE],
    };
  }
}
