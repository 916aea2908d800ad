-- Safety information and sights (issue 6, docs/CONTRACTS.md «Safety and sights»): what a guest should know to stay
-- safe (emergency numbers, fire exits, medical help) and what is worth seeing near the hotel. Items belong to a
-- hotel; their categories are global lists, the same for every hotel, seeded once (server/seed/content.ts).
-- An item's image lives in `images` (content type 'safety' / 'sight', one per item), like every image.

CREATE TABLE safety_categories (
  id serial PRIMARY KEY,
  name varchar(100) NOT NULL UNIQUE,
  -- A Tabler icon name the dashboard and the guest app draw beside the name ('' = none).
  icon varchar(64) NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE sights_categories (
  id serial PRIMARY KEY,
  name varchar(100) NOT NULL UNIQUE,
  icon varchar(64) NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE safety_items (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  -- A category in use cannot disappear under its items.
  category_id integer NOT NULL REFERENCES safety_categories (id) ON DELETE RESTRICT,
  title varchar(200) NOT NULL,
  text varchar(5000) NOT NULL,
  -- The numbers to call, as people write them ("112", "+7 812 640-57-57"): a JSON list of 0–5 strings, in order.
  phones jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(phones) = 'array' AND jsonb_array_length(phones) <= 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX safety_items_hotel_idx ON safety_items (hotel_id, category_id);
CREATE INDEX safety_items_category_idx ON safety_items (category_id);

CREATE TABLE sights_items (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES sights_categories (id) ON DELETE RESTRICT,
  title varchar(200) NOT NULL,
  description varchar(5000) NOT NULL DEFAULT '',
  address varchar(300) NOT NULL DEFAULT '',
  -- WGS 84, as a map pin needs it; a sight without a place on the map has neither.
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  -- Kilometres from the hotel, as staff tell guests ("2,5 км"); null = not given.
  distance numeric(6, 1) CHECK (distance BETWEEN 0 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sights_items_position_complete CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX sights_items_hotel_idx ON sights_items (hotel_id, category_id);
CREATE INDEX sights_items_category_idx ON sights_items (category_id);

-- A deleted item takes its image rows along, whatever deletes it (the API removes the files first, through
-- server/media/images.ts `deleteObjectImages`), as 0003_images.sql does for services.
CREATE FUNCTION images_forget_content_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE content_type = TG_ARGV[0] AND object_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER safety_items_forget_images AFTER DELETE ON safety_items FOR EACH ROW EXECUTE FUNCTION images_forget_content_item('safety');
CREATE TRIGGER sights_items_forget_images AFTER DELETE ON sights_items FOR EACH ROW EXECUTE FUNCTION images_forget_content_item('sight');
