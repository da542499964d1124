import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '@/db/client';

/** The migration tags this build knows, oldest first (drizzle-kit's journal). */
export function migrationTags(): string[] {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** The schema version of a backup: the latest migration tag. */
export function schemaVersion(): string {
  return migrationTags().at(-1) ?? 'none';
}
