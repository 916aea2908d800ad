-- The front desk: rooms, guests and their stays, the services guests order, service orders with their status
-- history and message threads (issue "front desk"). The services table holds what orders need today; the hotel
-- settings migration extends it.

CREATE TABLE rooms (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  number varchar(16) NOT NULL,
  floor integer NOT NULL,
  kind varchar(32) NOT NULL DEFAULT 'standard',
  capacity integer NOT NULL DEFAULT 2
);
CREATE UNIQUE INDEX rooms_hotel_number_key ON rooms (hotel_id, number);

CREATE TABLE guests (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  first_name varchar(150) NOT NULL,
  last_name varchar(150) NOT NULL,
  email varchar(254) NOT NULL DEFAULT '',
  phone varchar(32) NOT NULL DEFAULT '',
  -- ISO 3166-1 alpha-2 country code and the guest's language (a code of /config/langs/).
  nationality char(2) NOT NULL DEFAULT 'RU',
  language varchar(8) NOT NULL DEFAULT 'ru'
);
CREATE INDEX guests_hotel_idx ON guests (hotel_id);

-- A stay: one guest in one hotel for [check_in, check_out). The room may be unassigned (null) until set.
CREATE TABLE stays (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  guest_id integer NOT NULL REFERENCES guests (id) ON DELETE CASCADE,
  room_id integer REFERENCES rooms (id) ON DELETE SET NULL,
  check_in date NOT NULL,
  check_out date NOT NULL,
  adults integer NOT NULL DEFAULT 1,
  children integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (check_out > check_in)
);
CREATE INDEX stays_hotel_idx ON stays (hotel_id, check_in);
CREATE INDEX stays_room_idx ON stays (room_id, check_in);

CREATE TABLE services (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  name varchar(255) NOT NULL,
  description text NOT NULL DEFAULT '',
  -- A value of /dashboard/services/service_types/.
  service_type varchar(32) NOT NULL DEFAULT 'service',
  price numeric(10, 2),
  is_active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX services_hotel_idx ON services (hotel_id, position);

-- status: a value of /service_orders/statuses/ (new, in_progress, completed, cancelled); the transitions live in
-- server/domain/order-machine.ts. `data` is what the guest filled in (quantity, time, …), free-form as in the API.
CREATE TABLE service_orders (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  stay_id integer NOT NULL REFERENCES stays (id) ON DELETE CASCADE,
  service_id integer NOT NULL REFERENCES services (id) ON DELETE RESTRICT,
  status varchar(16) NOT NULL DEFAULT 'new',
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  comment text NOT NULL DEFAULT '',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  taken_by integer REFERENCES users (id) ON DELETE SET NULL,
  taken_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_orders_hotel_idx ON service_orders (hotel_id, created_at DESC);
CREATE INDEX service_orders_stay_idx ON service_orders (stay_id);

-- Every status change of an order, with who made it (null: the guest or the system).
CREATE TABLE service_order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES service_orders (id) ON DELETE CASCADE,
  from_status varchar(16),
  to_status varchar(16) NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_order_events_order_idx ON service_order_events (order_id, created_at);

-- An order's message thread: from the guest (user_id null) or from staff.
CREATE TABLE messages (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES service_orders (id) ON DELETE CASCADE,
  author varchar(8) NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL,
  language varchar(8) NOT NULL DEFAULT 'ru',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (author IN ('guest', 'staff'))
);
CREATE INDEX messages_order_idx ON messages (order_id, created_at);
