-- Core of the reference backend: accounts, hotels and who works where, the per-user menu, the facility
-- catalogue and the e-mail outbox. Later migrations extend these tables; never edit an applied migration.

CREATE TABLE users (
  id serial PRIMARY KEY,
  email varchar(254) NOT NULL,
  password varchar(255) NOT NULL,
  first_name varchar(150) NOT NULL DEFAULT '',
  last_name varchar(150) NOT NULL DEFAULT '',
  phone varchar(32) NOT NULL DEFAULT '',
  is_active boolean NOT NULL DEFAULT true,
  last_login timestamptz,
  date_joined timestamptz NOT NULL DEFAULT now()
);
-- E-mails are stored lower-cased; the index makes "one account per address" hold regardless of case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE hotels (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  city varchar(255) NOT NULL DEFAULT '',
  address varchar(500) NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  currency char(3) NOT NULL DEFAULT 'RUB',
  phone varchar(32) NOT NULL DEFAULT '',
  email varchar(254) NOT NULL DEFAULT '',
  website varchar(255) NOT NULL DEFAULT '',
  timezone varchar(64) NOT NULL DEFAULT 'Europe/Moscow',
  check_in_time time NOT NULL DEFAULT '14:00',
  check_out_time time NOT NULL DEFAULT '12:00',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hotel_admins (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, hotel_id)
);
CREATE INDEX hotel_admins_hotel_idx ON hotel_admins (hotel_id);

CREATE TABLE hotel_managers (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, hotel_id)
);
CREATE INDEX hotel_managers_hotel_idx ON hotel_managers (hotel_id);

-- The areas of the dashboard a user sees, in the user's order.
CREATE TABLE user_menu (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key varchar(32) NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  icon varchar(64),
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE facilities (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  icon varchar(64),
  category_id integer REFERENCES categories (id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX facilities_category_idx ON facilities (category_id);

-- A hotel's choice from the catalogue: `selected` (the hotel offers it) and `linked` (shown to guests).
CREATE TABLE hotel_facilities (
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  facility_id integer NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  selected boolean NOT NULL DEFAULT false,
  linked boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hotel_id, facility_id)
);

CREATE TABLE outbox_messages (
  id serial PRIMARY KEY,
  to_email varchar(254) NOT NULL,
  subject varchar(255) NOT NULL,
  text text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_to_idx ON outbox_messages (lower(to_email), id DESC);
