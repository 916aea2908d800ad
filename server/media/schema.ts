/**
 * Drizzle's view of the `images` table of server/db/migrations/0003_images.sql (the SQL is the source of truth;
 * server/db/schema.test.ts checks that they agree).
 * Kept beside the media code rather than in server/db/schema.ts: the photos are one area of their own, and other
 * content (landings, safety, sights) reaches them through server/media/images.ts, not the table.
 */
import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { hotels } from '../db/schema';

/** Kinds of objects that carry images: today hotels and services; landings, safety and sights items later. */
export type ImageContentType = 'hotel' | 'service' | 'landing' | 'safety' | 'sight';

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  contentType: varchar('content_type', { length: 32 }).$type<ImageContentType>().notNull(),
  objectId: integer('object_id').notNull(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  /** The file's name in `<DATA_DIR>/media` (random for uploads, `demo-…` for the seed's generated photos). */
  fileName: varchar('file_name', { length: 100 }).notNull(),
  /** The name the file had on the uploader's computer, for display only; never used as a path. */
  originalName: varchar('original_name', { length: 255 }).notNull().default(''),
  /** Detected from the file's bytes, not from what the browser declared. */
  mimeType: varchar('mime_type', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  isMain: boolean('is_main').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ImageRow = typeof images.$inferSelect;
