/** manifest.json of a backup zip; the restore reads it first. */
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  /** The latest migration tag of the database the backup was taken from. */
  schema_version: string;
  created_at: string;
  /** Row count per table (as in tables/<name>.json). */
  tables: Record<string, number>;
  excluded_tables: string[];
  /** Number of files under uploads/. */
  files: number;
}

/** backup_YYYY_MM_DD.zip (spec section 9), in UTC. */
export function backupFileName(now = new Date()): string {
  return `backup_${now.toISOString().slice(0, 10).replace(/-/g, '_')}.zip`;
}

/**
 * The largest manifest.json a restore reads: it names a format, a version, a date and one count
 * per table, a few KiB. Anything larger is not one of ours and is refused unread.
 */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A parsed manifest.json checked for the fields the restore relies on; a German reason if not. */
export function checkManifest(value: unknown): BackupManifest | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'manifest.json ist kein JSON-Objekt.';
  }
  const manifest = value as Partial<Record<keyof BackupManifest, unknown>>;
  if (manifest.format !== BACKUP_FORMAT) {
    const format = typeof manifest.format === 'number' ? String(manifest.format) : 'ohne Nummer';
    return `Unbekanntes Backup-Format (${format}); diese Version liest Format ${BACKUP_FORMAT}.`;
  }
  if (typeof manifest.schema_version !== 'string' || !manifest.schema_version) {
    return 'manifest.json nennt keine Schemaversion (schema_version).';
  }
  const tables = manifest.tables;
  if (
    typeof tables !== 'object' ||
    tables === null ||
    Array.isArray(tables) ||
    !Object.values(tables).every(isCount)
  ) {
    return 'manifest.json nennt die Zeilenzahlen der Tabellen (tables) nicht als Zahlen.';
  }
  if (!isCount(manifest.files)) return 'manifest.json nennt die Zahl der Dateien (files) nicht.';
  return value as BackupManifest;
}
