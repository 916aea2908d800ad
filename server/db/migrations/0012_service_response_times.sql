-- Response times of a service (docs/decisions/203-the-order-desk.md, «Late orders»): how soon an order of it should be
-- taken into work (response_minutes, from its creation) and, once taken, completed (completion_minutes, from the
-- moment it was taken). Null = the service sets none: the dashboard then applies the hotel's default to taking, and
-- nothing to completing. Checked by the API (1…1440, DRF's IntegerField(min_value=1, max_value=1440)), as the other
-- columns are.

ALTER TABLE services
  ADD COLUMN response_minutes integer,
  ADD COLUMN completion_minutes integer;
