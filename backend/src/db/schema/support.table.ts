import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A message from the public contact form. Stored before it is mailed to the office, so none is
 * lost when the mail server is down; deleted SUPPORT_RETENTION_DAYS after it arrived.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When staff first opened the message in the inbox (null: unread). */
    readAt: tsz('read_at'),
    done: boolean('done').notNull().default(false),
    doneAt: tsz('done_at'),
    mailStatus: text('mail_status').$type<MailStatus>().notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailLastError: text('mail_last_error'),
    /** When the current delivery attempt started; a "pending" row older than that is retried. */
    mailClaimedAt: tsz('mail_claimed_at'),
    mailSentAt: tsz('mail_sent_at'),
    ...versioned,
  },
  (t) => [
    index('support_requests_created_idx').on(t.createdAt),
    index('support_requests_mail_status_idx').on(t.mailStatus),
  ],
);
