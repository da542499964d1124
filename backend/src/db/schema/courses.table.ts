import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsz, versioned } from './columns';
import { departments } from './departments.table';
import { trainers } from './trainers.table';
import { users } from './users.table';

export type SocialMedia = { facebook?: string; instagram?: string; twitter?: string };

/** The working copy staff edit; the public site reads the published revision (course_revisions). */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    info: text('info').notNull(),
    trialTraining: text('trial_training').notNull(),
    photoUrl: text('photo_url'),
    genders: text('genders').array().notNull(),
    categories: text('categories').array().notNull(),
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to').notNull(),
    socialMedia: jsonb('social_media').$type<SocialMedia>().notNull().default({}),
    website: text('website'),
    members: integer('members').notNull().default(0),
    /** Trial places per training (0: no trial training bookable); live, not in the snapshot. */
    trialPlaces: integer('trial_places').notNull().default(0),
    location: text('location').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    publishedRevisionId: uuid('published_revision_id'),
    publishedAt: tsz('published_at'),
    updatedBy: uuid('updated_by'),
    ...versioned,
  },
  (t) => [index('courses_department_idx').on(t.departmentId)],
);

export const courseTrainers = pgTable(
  'course_trainers',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.trainerId] }),
    index('course_trainers_trainer_idx').on(t.trainerId),
  ],
);
