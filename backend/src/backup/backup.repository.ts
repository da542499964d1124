import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { DATABASE } from '@/db/db.module';
import type { Database, DbOrTx } from '@/db/client';
import type { TableInfo } from '@/backup/backup.tables';

/** Rows travel as PostgreSQL's own JSON (`to_jsonb`): column names as in the database, exact types. */
export type JsonRow = Record<string, unknown>;

const PAGE = 1_000;

const ident = (name: string) => sql.identifier(name);
const list = (names: string[]) =>
  sql.join(
    names.map((n) => ident(n)),
    sql`, `,
  );

/** One consistent view of the database for a whole backup. */
export class SnapshotReader {
  constructor(private readonly tx: DbOrTx) {}

  async count(name: string): Promise<number> {
    return countRows(this.tx, name);
  }

  /** Every row of a table, read a page at a time in primary-key order. */
  async *rows(table: TableInfo): AsyncGenerator<JsonRow> {
    const order: SQL = table.primaryKey.length
      ? list(table.primaryKey.map((c) => c))
      : sql`to_jsonb(t)::text`;
    for (let offset = 0; ; offset += PAGE) {
      const result = await this.tx.execute<{ row: JsonRow }>(
        sql`SELECT to_jsonb(t) AS row FROM ${ident(table.name)} t ORDER BY ${order} LIMIT ${PAGE} OFFSET ${offset}`,
      );
      for (const { row } of result.rows) yield row;
      if (result.rows.length < PAGE) return;
    }
  }
}

async function countRows(db: DbOrTx, name: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${ident(name)}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** Writes of a restore, inside its one transaction. */
export class RestoreWriter {
  constructor(private readonly tx: DbOrTx) {}

  /** Inserts a batch; `deferred` columns are left NULL for `fillDeferred` to set afterwards. */
  async insert(table: TableInfo, columns: string[], rows: JsonRow[]): Promise<void> {
    const values = sql.join(
      columns.map((c) => (table.deferred.includes(c) ? sql`NULL` : sql`s.${ident(c)}`)),
      sql`, `,
    );
    await this.tx.execute(
      sql`INSERT INTO ${ident(table.name)} (${list(columns)}) OVERRIDING SYSTEM VALUE
          SELECT ${values} FROM jsonb_populate_recordset(NULL::${ident(table.name)}, ${JSON.stringify(rows)}::jsonb) s`,
    );
  }

  /** Sets the deferred (self- or cycle-referencing) columns once every row exists. */
  async fillDeferred(table: TableInfo, rows: JsonRow[]): Promise<void> {
    const set = sql.join(
      table.deferred.map((c) => sql`${ident(c)} = s.${ident(c)}`),
      sql`, `,
    );
    const match = sql.join(
      table.primaryKey.map((c) => sql`d.${ident(c)} = s.${ident(c)}`),
      sql` AND `,
    );
    await this.tx.execute(
      sql`UPDATE ${ident(table.name)} d SET ${set}
          FROM jsonb_populate_recordset(NULL::${ident(table.name)}, ${JSON.stringify(rows)}::jsonb) s
          WHERE ${match}`,
    );
  }

  /** Moves serial/identity sequences past the restored ids, so new rows do not collide. */
  async resetSequences(table: TableInfo): Promise<void> {
    for (const column of table.sequenced) {
      await this.tx.execute(
        sql`SELECT setval(seq, GREATEST((SELECT max(${ident(column)}) FROM ${ident(table.name)})::bigint, 1))
            FROM (SELECT pg_get_serial_sequence(${`"${table.name}"`}, ${column}) AS seq) q
            WHERE seq IS NOT NULL`,
      );
    }
  }
}

@Injectable()
export class BackupRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Runs `work` in a read-only REPEATABLE READ transaction: every table is read from the same
   * moment, so the foreign keys of the backup agree with each other.
   */
  snapshot<T>(work: (reader: SnapshotReader) => Promise<T>): Promise<T> {
    return withSnapshot(this.db, work);
  }
}

export function withSnapshot<T>(
  db: Database,
  work: (reader: SnapshotReader) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(new SnapshotReader(tx)), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Runs a whole restore in one transaction: it lands completely or not at all. */
export function withRestoreTransaction<T>(
  db: Database,
  work: (writer: RestoreWriter) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(new RestoreWriter(tx)));
}

/** Row counts of the given tables (the restore refuses a database that has any rows). */
export async function tableCounts(db: Database, tables: PgTable[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const name = getTableConfig(table).name;
    counts.set(name, await countRows(db, name));
  }
  return counts;
}
