-- Virtual categories (issue 7, docs/CONTRACTS.md «Virtual categories»): a hotel's own groupings of its services for
-- the guest app («Завтрак», «Relax», «Как добраться»), each item pointing at one service under its own name and icon.
-- A service can sit in several categories, but once per category. Deleting a hotel, a category or a service takes
-- the items along.

CREATE TABLE virtual_categories (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  -- A Tabler icon name the dashboard and the guest app draw beside the name; null = none.
  icon varchar(64),
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Names are unique per hotel whatever their case (the API answers a 400 before this; the index settles races).
CREATE UNIQUE INDEX virtual_categories_hotel_name ON virtual_categories (hotel_id, lower(name));

CREATE TABLE virtual_category_items (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES virtual_categories (id) ON DELETE CASCADE,
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  icon varchar(64),
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT virtual_category_items_category_service UNIQUE (category_id, service_id)
);
CREATE INDEX virtual_category_items_service_idx ON virtual_category_items (service_id);
