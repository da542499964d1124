import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsz, versioned } from './columns';

/**
 * The links that claim a new installation (setup/setup.service.ts): printed at a start while no
 * owner exists and by `npm run setup`; only the SHA-256 of each token is kept, each works once
 * and until it expires. Never in a backup (its name says token).
 */
export const setupTokens = pgTable('setup_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tsz('expires_at').notNull(),
  usedAt: tsz('used_at'),
  createdAt: tsz('created_at').notNull().defaultNow(),
});

/** A day of the office hours: `Tuesday` 15:30–17:30 (schema.org's day names). */
export interface OfficeHours {
  day: string;
  opens: string;
  closes: string;
}
/** A member of the board under § 26 BGB: `Vorsitzende` Gabriele Hartmann. */
export interface BoardMember {
  role: string;
  name: string;
}
export interface SocialLink {
  label: string;
  url: string;
}
export interface ChildWelfareContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/**
 * The club this installation is the website of (club/club.service.ts): one row, made by the
 * setup with the club's name and edited on the back office's "Verein" screen. Every page, feed,
 * mail and the manifest take the club's name and facts from here.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    shortName: text('short_name'),
    foundingYear: integer('founding_year'),
    /** The logo's stored image (files module), or none: the product's neutral icon. */
    logo: text('logo'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    officeHours: jsonb('office_hours').$type<OfficeHours[]>().notNull().default([]),
    childWelfare: jsonb('child_welfare').$type<ChildWelfareContact | null>(),
    registerCourt: text('register_court'),
    registerNumber: text('register_number'),
    board: jsonb('board').$type<BoardMember[]>().notNull().default([]),
    social: jsonb('social').$type<SocialLink[]>().notNull().default([]),
    /** Where contact messages go; none: the OFFICE_EMAIL setting. */
    officeEmail: text('office_email'),
    /** The name mails are sent under; none: the club's name. */
    mailSenderName: text('mail_sender_name'),
    /** Spec section 5's shared workshop account: its fixed address and name. */
    workshopUserEmail: text('workshop_user_email'),
    workshopUserName: text('workshop_user_name'),
    ...versioned,
  },
  (t) => [check('club_settings_one_row', sql`${t.id} = 1`)],
);
