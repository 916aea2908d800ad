-- Menus of the guest app (issue 7, docs/CONTRACTS.md «Menus»): what the guest app shows, arranged by staff. A menu
-- has a type (server/domain/dictionaries.ts MENU_TYPES) and a name unique per hotel and type whatever its case.
-- Deleting a hotel or a menu takes its items along.

CREATE TABLE menus (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  -- Checked by the API against MENU_TYPES (code, not data), so a new type needs no migration.
  type varchar(32) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The API answers a 400 before this; the index settles races.
CREATE UNIQUE INDEX menus_hotel_type_name ON menus (hotel_id, type, lower(name));

-- An item points at any content object of the hotel (Django's generic relation: a content type and an object id,
-- server/domain/content-objects.ts). There is no foreign key to the object on purpose: an item whose object was
-- deleted stays, and the API shows it with `object: null` so staff see the gap and remove it themselves.
CREATE TABLE menu_items (
  id serial PRIMARY KEY,
  menu_id integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
  c_content_type varchar(32) NOT NULL,
  object_id integer NOT NULL,
  "order" integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT menu_items_menu_object UNIQUE (menu_id, c_content_type, object_id)
);
