-- Images of the dashboard's objects (issue "Hotel settings", photos). One row per file in <DATA_DIR>/media.
-- `content_type` + `object_id` name the object generically, like Django's contenttypes ('hotel', 'service' today;
-- 'landing', 'safety', 'sight' later), so there is no foreign key to the object itself; `hotel_id` scopes every
-- query to the active hotel and takes the images along when a hotel is deleted.

CREATE TABLE images (
  id serial PRIMARY KEY,
  content_type varchar(32) NOT NULL CHECK (content_type IN ('hotel', 'service', 'landing', 'safety', 'sight')),
  object_id integer NOT NULL,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  -- The name on disk: random for uploads (never the uploader's name), `demo-…` for the seed's generated photos.
  file_name varchar(100) NOT NULL,
  original_name varchar(255) NOT NULL DEFAULT '',
  -- Detected from the file's magic bytes: image/jpeg, image/png, image/webp or image/gif.
  mime_type varchar(32) NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  is_main boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX images_file_name_key ON images (file_name);
CREATE INDEX images_object_idx ON images (content_type, object_id, position);
CREATE INDEX images_hotel_idx ON images (hotel_id);
-- At most one main image per object; set_main and delete keep exactly one while the object has images.
CREATE UNIQUE INDEX images_one_main_per_object ON images (content_type, object_id) WHERE is_main;

-- A deleted service takes its image rows along (its files are removed by the code that deletes it, through
-- server/media/images.ts `deleteObjectImages`; this keeps the rows consistent whatever deletes the service).
CREATE FUNCTION images_forget_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE content_type = 'service' AND object_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER services_forget_images AFTER DELETE ON services FOR EACH ROW EXECUTE FUNCTION images_forget_service();
