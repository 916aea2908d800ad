-- Logout revokes the refresh token (docs/CONTRACTS.md, POST /auth/token/blacklist/), as SimpleJWT's token_blacklist
-- app does on the real backend. That app keeps two tables, every issued refresh token (OutstandingToken) and the
-- revoked ones (BlacklistedToken, pointing at the first); nothing here reads the issued ones, so one table holds
-- what the refresh check needs: the revoked token's jti. The user goes with it as in SimpleJWT (SET NULL when the
-- account is deleted); expires_at is the token's own `exp`: after it the row guards nothing (the signature check
-- refuses the token anyway) and may be deleted, as SimpleJWT's `flushexpiredtokens` does.

CREATE TABLE blacklisted_tokens (
  jti varchar(255) PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  blacklisted_at timestamptz NOT NULL DEFAULT now()
);
