import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import { departments } from './departments.table';
import { users } from './users.table';

export const POST_CATEGORIES = ['club', 'department', 'workshop'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export type PostSocialMedia = { facebook?: string; instagram?: string; twitter?: string };

/** A blog post (report); public on save unless blocked (DESIGN section 5). */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleNumber: serial('article_number').notNull().unique(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    info: text('info').notNull().default(''),
    photoUrl: text('photo_url'),
    socialMedia: jsonb('social_media').$type<PostSocialMedia>().notNull().default({}),
    category: text('category').$type<PostCategory>().notNull().default('club'),
    /** Spec section 6: deleting a department keeps its reports. */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** The author; a deleted account keeps its reports. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    blocked: boolean('blocked').notNull().default(false),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt),
    index('posts_department_idx').on(t.departmentId),
    index('posts_owner_idx').on(t.ownerId),
  ],
);

/** One like per device and post; the primary key deduplicates replayed likes. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.deviceId] })],
);
