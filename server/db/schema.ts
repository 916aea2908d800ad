/**
 * Drizzle's view of the tables that `server/db/migrations/*.sql` create. The SQL files are the source of truth
 * (they run without drizzle-kit); keep this file in step when a migration changes a table.
 */
import { boolean, char, integer, jsonb, pgTable, primaryKey, serial, text, time, timestamp, varchar } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  /** `scrypt$N$r$p$salt$hash` (see server/auth/passwords.ts). */
  password: varchar('password', { length: 255 }).notNull(),
  firstName: varchar('first_name', { length: 150 }).notNull().default(''),
  lastName: varchar('last_name', { length: 150 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  lastLogin: timestamptz('last_login'),
  dateJoined: timestamptz('date_joined').notNull().defaultNow(),
});

export const hotels = pgTable('hotels', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  city: varchar('city', { length: 255 }).notNull().default(''),
  address: varchar('address', { length: 500 }).notNull().default(''),
  description: text('description').notNull().default(''),
  currency: char('currency', { length: 3 }).notNull().default('RUB'),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  website: varchar('website', { length: 255 }).notNull().default(''),
  timezone: varchar('timezone', { length: 64 }).notNull().default('Europe/Moscow'),
  checkInTime: time('check_in_time').notNull().default('14:00'),
  checkOutTime: time('check_out_time').notNull().default('12:00'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const hotelAdmins = pgTable(
  'hotel_admins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hotelId] })],
);

export const hotelManagers = pgTable(
  'hotel_managers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hotelId] })],
);

export const userMenu = pgTable(
  'user_menu',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 32 }).notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  position: integer('position').notNull().default(0),
});

export const facilities = pgTable('facilities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
});

export const hotelFacilities = pgTable(
  'hotel_facilities',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    selected: boolean('selected').notNull().default(false),
    linked: boolean('linked').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.hotelId, table.facilityId] })],
);

export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  toEmail: varchar('to_email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  text: text('text').notNull(),
  links: jsonb('links').$type<string[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type OutboxRow = typeof outboxMessages.$inferSelect;
