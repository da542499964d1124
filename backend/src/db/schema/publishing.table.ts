import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsz } from './columns';
import { courses } from './courses.table';
import { users } from './users.table';

export type PublishEntityType = 'course' | 'workshop';
export type PublishStatus = 'pending' | 'granted' | 'rejected' | 'superseded';

/** A request to publish a snapshot of a working copy; admins grant or reject it. */
export const publishRequests = pgTable(
  'publish_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityType: text('entity_type').$type<PublishEntityType>().notNull(),
    entityId: uuid('entity_id').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status').$type<PublishStatus>().notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: tsz('requested_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tsz('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    index('publish_requests_entity_idx').on(t.entityType, t.entityId),
    uniqueIndex('publish_requests_one_pending')
      .on(t.entityType, t.entityId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every published copy of a course, so history, diff and restore are possible. */
export const courseRevisions = pgTable(
  'course_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    publishRequestId: uuid('publish_request_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tsz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_revisions_number').on(t.courseId, t.number)],
);
