/**
 * Drizzle's view of the tables that `server/db/migrations/*.sql` create. The SQL files are the source of truth
 * (they run without drizzle-kit); keep this file in step when a migration changes a table. server/db/schema.test.ts
 * fails when the two disagree on a table, a column (type, nullability, default), a primary or a foreign key
 * (docs/decisions/201-the-database.md).
 */
import {
  type AnyPgColumn,
  boolean,
  char,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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
  // 0006_team.sql
  /** Set when an administrator deactivated the account (not for an invitation still waiting for activation). */
  deactivatedAt: timestamptz('deactivated_at'),
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
  // 0005_hotel_details.sql
  /** 1–5, null for a hotel without an official category. */
  stars: smallint('stars'),
  postalCode: varchar('postal_code', { length: 12 }).notNull().default(''),
  /** WGS 84 degrees; both set or both null (a table constraint). */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  checkInNotes: varchar('check_in_notes', { length: 1000 }).notNull().default(''),
  wifiName: varchar('wifi_name', { length: 64 }).notNull().default(''),
  wifiPassword: varchar('wifi_password', { length: 64 }).notNull().default(''),
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

export const rooms = pgTable('rooms', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  number: varchar('number', { length: 16 }).notNull(),
  floor: integer('floor').notNull(),
  kind: varchar('kind', { length: 32 }).notNull().default('standard'),
  capacity: integer('capacity').notNull().default(2),
});

export const guests = pgTable('guests', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 150 }).notNull(),
  lastName: varchar('last_name', { length: 150 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 32 }).notNull().default(''),
  nationality: char('nationality', { length: 2 }).notNull().default('RU'),
  language: varchar('language', { length: 8 }).notNull().default('ru'),
});

export const stays = pgTable('stays', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  guestId: integer('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' }),
  roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
  /** `YYYY-MM-DD`; the stay covers [checkIn, checkOut). */
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  adults: integer('adults').notNull().default(1),
  children: integer('children').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description').notNull().default(''),
  serviceType: varchar('service_type', { length: 32 }).notNull().default('service'),
  /** Decimal as text (`"450.00"`), as DRF's DecimalField serialises it. */
  price: numeric('price', { precision: 10, scale: 2 }),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  // 0004_services_settings.sql
  currency: char('currency', { length: 3 }).notNull().default('RUB'),
  approveType: varchar('approve_type', { length: 32 }).notNull().default('auto'),
  bookingType: varchar('booking_type', { length: 32 }).notNull().default('none'),
  geoLevel: varchar('geo_level', { length: 32 }).notNull().default('hotel'),
  feedbackVariant: varchar('feedback_variant', { length: 32 }).notNull().default('none'),
  /** When guests can order it (server/domain/services.ts, `Availability`). */
  availability: jsonb('availability')
    .$type<{ days: number[]; from: string | null; to: string | null }>()
    .notNull()
    .default({ days: [1, 2, 3, 4, 5, 6, 7], from: null, to: null }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  // 0012_service_response_times.sql: minutes to take an order into work, and to complete it once taken; null = none.
  responseMinutes: integer('response_minutes'),
  completionMinutes: integer('completion_minutes'),
});

export const serviceOrders = pgTable('service_orders', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  stayId: integer('stay_id')
    .notNull()
    .references(() => stays.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'restrict' }),
  status: varchar('status', { length: 16 }).notNull().default('new'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  comment: text('comment').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
  takenAt: timestamptz('taken_at'),
  completedAt: timestamptz('completed_at'),
  cancelledAt: timestamptz('cancelled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const serviceOrderEvents = pgTable('service_order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => serviceOrders.id, { onDelete: 'cascade' }),
  fromStatus: varchar('from_status', { length: 16 }),
  toStatus: varchar('to_status', { length: 16 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => serviceOrders.id, { onDelete: 'cascade' }),
  author: varchar('author', { length: 8 }).$type<'guest' | 'staff'>().notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  language: varchar('language', { length: 8 }).notNull().default('ru'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// 0006_team.sql: the two trees share one shape; each hotel has one root (parentId null) per tree.
export const positions = pgTable('positions', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => positions.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => channels.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const userPositions = pgTable(
  'user_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.positionId] })],
);

export const channelPositions = pgTable(
  'channel_positions',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.positionId] })],
);

export const channelUsers = pgTable(
  'channel_users',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.userId] })],
);

export type UserRow = typeof users.$inferSelect;
export type HotelRow = typeof hotels.$inferSelect;
export type OutboxRow = typeof outboxMessages.$inferSelect;
export type StayRow = typeof stays.$inferSelect;
export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

// 0007_promo_billing.sql
export const promoLandings = pgTable('promo_landings', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  /** `^[a-z0-9]+(-[a-z0-9]+)*$`, unique per hotel. */
  slug: varchar('slug', { length: 100 }).notNull(),
  /** Standard Markdown (docs/CONTRACTS.md), ≤ 20 000 characters. */
  body: text('body').notNull().default(''),
  ctaType: varchar('cta_type', { length: 16 }).$type<'none' | 'service' | 'link'>().notNull().default('none'),
  /** Set exactly when `ctaType` is `service`; a deleted service turns the call to action into `none` (a trigger). */
  ctaServiceId: integer('cta_service_id').references(() => services.id, { onDelete: 'set null' }),
  ctaUrl: varchar('cta_url', { length: 500 }).notNull().default(''),
  ctaLabel: varchar('cta_label', { length: 60 }).notNull().default(''),
  publishFrom: timestamptz('publish_from'),
  publishUntil: timestamptz('publish_until'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const paymentPoints = pgTable('payment_points', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  /** Unique per hotel, case-insensitively (`payment_points_hotel_name`). */
  name: varchar('name', { length: 100 }).notNull(),
  /** A code of server/domain/billing.ts `GATEWAYS`. */
  gateway: varchar('gateway', { length: 32 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type PromoLandingRow = typeof promoLandings.$inferSelect;
export type PaymentPointRow = typeof paymentPoints.$inferSelect;

// 0008_content.sql: global category lists, and each hotel's safety and sights items (their images are in `images`).
export const safetyCategories = pgTable('safety_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 64 }).notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const sightsCategories = pgTable('sights_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 64 }).notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const safetyItems = pgTable('safety_items', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => safetyCategories.id, { onDelete: 'restrict' }),
  title: varchar('title', { length: 200 }).notNull(),
  text: varchar('text', { length: 5000 }).notNull(),
  phones: jsonb('phones').$type<string[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const sightsItems = pgTable('sights_items', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => sightsCategories.id, { onDelete: 'restrict' }),
  title: varchar('title', { length: 200 }).notNull(),
  description: varchar('description', { length: 5000 }).notNull().default(''),
  address: varchar('address', { length: 300 }).notNull().default(''),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Kilometres, one decimal; numeric comes back as text ("2.5"). */
  distance: numeric('distance', { precision: 6, scale: 1 }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

// 0009_virtual_categories.sql: a hotel's own groupings of its services for the guest app.
export const virtualCategories = pgTable('virtual_categories', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  /** Unique per hotel, case-insensitively (`virtual_categories_hotel_name`). */
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  order: integer('order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const virtualCategoryItems = pgTable('virtual_category_items', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => virtualCategories.id, { onDelete: 'cascade' }),
  /** Once per category (`virtual_category_items_category_service`). */
  serviceId: integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 64 }),
  order: integer('order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

// 0010_menus.sql: the guest app's menus; an item points at any content object (server/domain/content-objects.ts).
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id, { onDelete: 'cascade' }),
  /** Unique per hotel and type, case-insensitively (`menus_hotel_type_name`). */
  name: varchar('name', { length: 100 }).notNull(),
  /** A value of server/domain/dictionaries.ts `MENU_TYPES`. */
  type: varchar('type', { length: 32 }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' }),
  /** A content type of server/domain/content-objects.ts; no foreign key to the object (it may be gone). */
  cContentType: varchar('c_content_type', { length: 32 }).notNull(),
  objectId: integer('object_id').notNull(),
  order: integer('order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

// 0011_token_blacklist.sql: refresh tokens revoked by logout (SimpleJWT's token_blacklist app, one table).
export const blacklistedTokens = pgTable('blacklisted_tokens', {
  /** The token's `jti` claim. */
  jti: varchar('jti', { length: 255 }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The token's `exp`: after it the row guards nothing and may be deleted. */
  expiresAt: timestamptz('expires_at').notNull(),
  blacklistedAt: timestamptz('blacklisted_at').notNull().defaultNow(),
});
