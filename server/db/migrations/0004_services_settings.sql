-- Hotel settings, section «Услуги» (issue "Hotel settings"): what a service costs and in which currency, how an
-- order of it is approved, booked and rated, where it is provided, and when guests can order it. Every column has
-- a default, so the services the front desk seeded (and any inserted by older code) stay valid.
--
-- The choice columns hold values of the dictionaries in server/domain/dictionaries.ts (APPROVE_TYPES,
-- BOOKING_TYPES, GEO_LEVELS, FEEDBACK_VARIANTS; currency: CURRENCIES). Like Django's `choices`, they are checked
-- by the API, not by the database, so a new choice needs no migration.
--
-- availability: {"days": [1..7] (ISO weekdays, 1 = Monday), "from": "HH:MM" | null, "to": "HH:MM" | null};
-- from/to null = around the clock; "to" before "from" runs past midnight (a bar open 18:00–02:00). The default is
-- every day, around the clock. Validated and normalised by server/domain/services.ts.

ALTER TABLE services
  ADD COLUMN currency char(3) NOT NULL DEFAULT 'RUB',
  ADD COLUMN approve_type varchar(32) NOT NULL DEFAULT 'auto',
  ADD COLUMN booking_type varchar(32) NOT NULL DEFAULT 'none',
  ADD COLUMN geo_level varchar(32) NOT NULL DEFAULT 'hotel',
  ADD COLUMN feedback_variant varchar(32) NOT NULL DEFAULT 'none',
  ADD COLUMN availability jsonb NOT NULL DEFAULT '{"days": [1, 2, 3, 4, 5, 6, 7], "from": null, "to": null}'::jsonb,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- A service is billed in its hotel's currency unless someone chose another.
UPDATE services SET currency = hotels.currency FROM hotels WHERE hotels.id = services.hotel_id;
UPDATE services SET updated_at = created_at;

-- Deleting a service checks its orders (ON DELETE RESTRICT, and the API counts them first): without an index that
-- is a scan of every order of every hotel.
CREATE INDEX service_orders_service_idx ON service_orders (service_id);
