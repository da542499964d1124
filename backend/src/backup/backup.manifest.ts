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
