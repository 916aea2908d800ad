-- Promo landings and payment points (issue 6; docs/CONTRACTS.md, «Promo landings» and «Billing»).
--
-- A landing is a hotel's promotional page for the guest app: a title, an address (slug) unique in the hotel, a body
-- in a small Markdown subset, one image (a row of `images` with content_type 'landing', written through
-- server/media/object-image.ts), an optional call to action (a service of the hotel or a link) and a publication
-- window. Its state (inactive / scheduled / active / expired) is computed at request time, never stored.

CREATE TABLE promo_landings (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  title varchar(200) NOT NULL,
  slug varchar(100) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 20000),
  cta_type varchar(16) NOT NULL DEFAULT 'none' CHECK (cta_type IN ('none', 'service', 'link')),
  -- A deleted service does not take the landing along: the reference goes null and the trigger below turns the
  -- call to action into 'none', so the landing stays published without a button that leads nowhere.
  cta_service_id integer REFERENCES services (id) ON DELETE SET NULL,
  cta_url varchar(500) NOT NULL DEFAULT '',
  cta_label varchar(60) NOT NULL DEFAULT '',
  -- Open ends are null: published from the start / until switched off.
  publish_from timestamptz,
  publish_until timestamptz,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promo_landings_window CHECK (publish_from IS NULL OR publish_until IS NULL OR publish_until > publish_from),
  CONSTRAINT promo_landings_cta_service CHECK ((cta_type = 'service') = (cta_service_id IS NOT NULL))
);
CREATE UNIQUE INDEX promo_landings_hotel_slug ON promo_landings (hotel_id, slug);
CREATE INDEX promo_landings_hotel_publish_idx ON promo_landings (hotel_id, publish_from DESC NULLS FIRST, id DESC);
CREATE INDEX promo_landings_service_idx ON promo_landings (cta_service_id) WHERE cta_service_id IS NOT NULL;

-- ON DELETE SET NULL runs as an UPDATE of the landing, so this BEFORE UPDATE trigger sees it and falls back to no
-- call to action (the CHECK above is evaluated after it, on the normalised row).
CREATE FUNCTION promo_landings_cta_fallback() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.cta_type = 'service' AND NEW.cta_service_id IS NULL THEN
    NEW.cta_type := 'none';
    NEW.cta_url := '';
    NEW.cta_label := '';
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER promo_landings_cta_fallback BEFORE UPDATE ON promo_landings FOR EACH ROW EXECUTE FUNCTION promo_landings_cta_fallback();

-- A deleted landing takes its image rows along, whatever deletes it (the route removes the files first, through
-- server/media/images.ts `deleteObjectImages`), as 0003 does for services.
CREATE FUNCTION images_forget_landing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE content_type = 'landing' AND object_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER promo_landings_forget_images AFTER DELETE ON promo_landings FOR EACH ROW EXECUTE FUNCTION images_forget_landing();

-- Where and how a hotel takes money: a named point (the reception desk, the online checkout…) bound to one
-- payment gateway and one currency. The gateways and the currencies each takes are a fixed list in
-- server/domain/billing.ts (code, not data: adding a gateway means code that talks to it).
CREATE TABLE payment_points (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  gateway varchar(32) NOT NULL,
  currency char(3) NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Staff pick a point by its name: «Ресепшн» and «ресепшн» in one hotel would be a mistake.
CREATE UNIQUE INDEX payment_points_hotel_name ON payment_points (hotel_id, lower(name));
