-- What the guest app shows of a hotel beyond its name and contacts: the official star category, the postal code
-- and map position of the address, arrival instructions and the guest Wi-Fi. Edited on the dashboard's «Отель»
-- screen (PATCH /dashboard/hotels/{id}/); the rules per field are HOTEL_FIELD_RESTRICTIONS in
-- server/domain/dictionaries.ts.

ALTER TABLE hotels
  -- The official category (1–5 stars); null for a hotel without one (many guest houses and lodges).
  ADD COLUMN stars smallint CHECK (stars BETWEEN 1 AND 5),
  ADD COLUMN postal_code varchar(12) NOT NULL DEFAULT '',
  -- WGS 84 degrees, for the map of the guest app. Both or neither: half a position puts the pin nowhere useful.
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  ADD COLUMN check_in_notes varchar(1000) NOT NULL DEFAULT '',
  ADD COLUMN wifi_name varchar(64) NOT NULL DEFAULT '',
  ADD COLUMN wifi_password varchar(64) NOT NULL DEFAULT '',
  ADD CONSTRAINT hotels_position_complete CHECK ((latitude IS NULL) = (longitude IS NULL));
