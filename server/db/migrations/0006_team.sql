-- The team of a hotel: positions (a tree: Руководство → Служба приёма → Ресепшн), channels (a tree through which
-- work and messages are routed: Заявки → Хозяйственная служба → 3 этаж), who holds which position, and who is
-- subscribed to which channel — a position (everyone holding it) or one person.
--
-- Each hotel has one root node per tree (parent_id NULL), created with the hotel's first tree request or by the
-- seed: the API has no call that adds a top-level node, only `add_child_node`, so the root is what new top-level
-- nodes hang from. Deleting a node deletes its subtree and everything attached to it (ON DELETE CASCADE).

ALTER TABLE users
  -- Set when an administrator deactivates the account: such an account cannot be re-activated through an old
  -- activation link, and the staff list tells it apart from an invitation not yet accepted.
  ADD COLUMN deactivated_at timestamptz;

CREATE TABLE positions (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  parent_id integer REFERENCES positions (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX positions_hotel_idx ON positions (hotel_id);
CREATE INDEX positions_parent_idx ON positions (parent_id);
CREATE UNIQUE INDEX positions_one_root ON positions (hotel_id) WHERE parent_id IS NULL;
-- Siblings are told apart by name (case-insensitively): two «Ресепшн» under one parent would be a mistake.
CREATE UNIQUE INDEX positions_sibling_name ON positions (parent_id, lower(name)) WHERE parent_id IS NOT NULL;

CREATE TABLE channels (
  id serial PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels (id) ON DELETE CASCADE,
  parent_id integer REFERENCES channels (id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX channels_hotel_idx ON channels (hotel_id);
CREATE INDEX channels_parent_idx ON channels (parent_id);
CREATE UNIQUE INDEX channels_one_root ON channels (hotel_id) WHERE parent_id IS NULL;
CREATE UNIQUE INDEX channels_sibling_name ON channels (parent_id, lower(name)) WHERE parent_id IS NOT NULL;

-- Who holds which position (a person may hold several, in the hotels they work in).
CREATE TABLE user_positions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, position_id)
);
CREATE INDEX user_positions_position_idx ON user_positions (position_id);

CREATE TABLE channel_positions (
  channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  position_id integer NOT NULL REFERENCES positions (id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, position_id)
);
CREATE INDEX channel_positions_position_idx ON channel_positions (position_id);

CREATE TABLE channel_users (
  channel_id integer NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (channel_id, user_id)
);
CREATE INDEX channel_users_user_idx ON channel_users (user_id);
