import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/db/schema';

/**
 * Which tables a backup holds, found in the Drizzle schema itself: a table another feature adds is
 * backed up and restored without touching this folder. Secrets stay out by the one list and rule
 * below.
 */

/**
 * Tables that never leave the server: refresh-token hashes, stored replies of writes, and the
 * limit counters (of logins, likes, anonymous writes and the public forms' mails: meaningful for
 * a minute to a day only).
 */
export const EXCLUDED_TABLES: readonly string[] = [
  'sessions',
  'idempotency_keys',
  'rate_limits',
  'mail_quotas',
];

/** And by rule: any table of tokens (password reset, verification, invitations …). */
const SECRET_TABLE = /(^|_)(tokens?|secrets?|sessions?)($|_)/;

export function isExcludedTable(name: string): boolean {
  return EXCLUDED_TABLES.includes(name) || SECRET_TABLE.test(name);
}

export interface TableInfo {
  name: string;
  table: PgTable;
  /** Columns written on restore (generated columns are computed by the database). */
  columns: string[];
  /** Primary-key columns; the row order of the dump and the key of deferred updates. */
  primaryKey: string[];
  /** Columns referencing this table itself or a table restored later: inserted as NULL, then set. */
  deferred: string[];
  /** Serial or identity columns: their sequences are moved past the restored values. */
  sequenced: string[];
}

/** Every table of the schema, excluded ones included (the restore checks those are empty too). */
export function allTables(): PgTable[] {
  const seen = new Set<PgTable>();
  for (const value of Object.values(schema)) if (is(value, PgTable)) seen.add(value);
  return [...seen];
}

/** The tables of a backup, parents before children (foreign-key order). */
export function backupTables(): TableInfo[] {
  return orderTables(
    allTables().filter((table) => {
      const config = getTableConfig(table);
      return !config.schema && !isExcludedTable(config.name);
    }),
  );
}

/** Sorts tables parents first; references to tables not in the list are ignored. */
export function orderTables(list: PgTable[]): TableInfo[] {
  const tables = list.map((table) => ({ table, config: getTableConfig(table) }));
  const byName = new Map(tables.map((t) => [t.config.name, t]));
  const refs = new Map(
    tables.map(({ config }) => [
      config.name,
      config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          target: getTableConfig(ref.foreignTable).name,
          columns: ref.columns.map((c) => c.name),
        };
      }),
    ]),
  );

  // Depth-first topological sort; an edge that closes a cycle (or points at the table itself)
  // is deferred: its columns are filled in after every row exists.
  const order: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string): void => {
    if (state.get(name) === 'done') return;
    state.set(name, 'visiting');
    const { table, config } = byName.get(name)!;
    const deferred = new Set<string>();
    for (const ref of refs.get(name)!) {
      if (!byName.has(ref.target)) continue; // an excluded table: nothing to wait for
      if (state.get(ref.target) === 'visiting') ref.columns.forEach((c) => deferred.add(c));
      else visit(ref.target);
    }
    const primaryKey = [
      ...config.columns.filter((c) => c.primary).map((c) => c.name),
      ...config.primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name)),
    ];
    order.push({
      name,
      table,
      columns: config.columns.filter((c) => !c.generated).map((c) => c.name),
      primaryKey,
      deferred: [...deferred],
      sequenced: config.columns
        .filter((c) => c.columnType.includes('Serial') || c.generatedIdentity)
        .map((c) => c.name),
    });
    state.set(name, 'done');
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return order;
}
