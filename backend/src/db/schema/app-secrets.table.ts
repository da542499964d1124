import { pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';

/**
 * Random keys this installation makes for itself, the same for every instance on the database:
 * `limit-keys` keys the hashes under which the limits count addresses and clients
 * (common/pseudonyms.ts). Made once, on first use; never in a backup (its name says secret).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: tsz('created_at').notNull().defaultNow(),
});
