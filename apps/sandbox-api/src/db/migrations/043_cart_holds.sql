-- "Keep my places" (docs/product/bookings.md D23): how many times this basket's holds were extended, at most
-- twice per basket life (reset with a new uuid).
ALTER TABLE carts ADD COLUMN hold_extensions INTEGER NOT NULL DEFAULT 0;

-- The client address (from the proxy's X-Forwarded-For) that made a hold, so that holds can be limited per
-- address as well as per customer (docs/decisions/0312-hold-limits.md). NULL when the request came directly.
ALTER TABLE cart_items ADD COLUMN client_address TEXT;
CREATE INDEX cart_items_client_hold ON cart_items (client_address, held_until);
