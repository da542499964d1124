import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';

/** A sports venue (spec section 3: name, description, maps link, postal code and city, address, image). */
export const locations = pgTable('locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  mapsLink: text('maps_link'),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  photoUrl: text('photo_url'),
  ...versioned,
});
