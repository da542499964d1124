import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import type { SocialMedia } from './courses.table';
import { users } from './users.table';

/** The working copy of a workshop; the public site reads the published revision (spec section 3). */
export const workshops = pgTable('workshops', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  info: text('info').notNull(),
  description: text('description').notNull(),
  members: integer('members').notNull().default(0),
  socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
  website: text('website'),
  photoUrl: text('photo_url'),
  blocked: boolean('blocked').notNull().default(false),
  blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  publishedRevisionId: uuid('published_revision_id'),
  publishedAt: tsz('published_at'),
  updatedBy: uuid('updated_by'),
  ...versioned,
});

/** Every published copy of a workshop, so history, diff and restore are possible. */
export const workshopRevisions = pgTable(
  'workshop_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workshopId: uuid('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    publishRequestId: uuid('publish_request_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workshop_revisions_number').on(t.workshopId, t.number)],
);
