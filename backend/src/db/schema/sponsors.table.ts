import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

export const SPONSOR_PLACEMENTS = ['homepage', 'volkslauf'] as const;
export type SponsorPlacement = (typeof SPONSOR_PLACEMENTS)[number];

export const sponsors = pgTable('sponsors', {
  id: uuid('id').primaryKey().defaultRandom(),
  text: text('text').notNull(),
  link: text('link').notNull(),
  photoUrl: text('photo_url'),
  placements: text('placements').array().$type<SponsorPlacement[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  ...versioned,
});
