import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';

/**
 * How many mails the public forms made the club send to one mailbox, or on behalf of one client,
 * per window (mail/mail-quota.ts). `key` is a keyed hash of the normalised mailbox or of the
 * client (common/pseudonyms.ts), never the address itself; rows are swept once their window has
 * ended. Counted in the database on every engine, so the caps hold for every instance
 * and across restarts.
 */
export const mailQuotas = pgTable(
  'mail_quotas',
  {
    /** `mailbox:<hash>` or `client:<hash>`. */
    key: text('key').notNull(),
    /** `h<hour since the epoch>` or `d<day since the epoch>` (UTC). */
    window: text('window').notNull(),
    count: integer('count').notNull().default(0),
    /** When the window ends: the row counts for nothing after it. */
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window] })],
);
