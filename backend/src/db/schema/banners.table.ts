import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsz, versioned } from './columns';

export const BANNER_SEVERITIES = ['info', 'warning', 'error'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

/** A site-wide notice (hall closed, training cancelled), shown while starts_at <= now < ends_at. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    link: text('link'),
    severity: text('severity').$type<BannerSeverity>().notNull().default('info'),
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at').notNull(),
    ...versioned,
  },
  (t) => [check('banners_period_check', sql`${t.endsAt} > ${t.startsAt}`)],
);
