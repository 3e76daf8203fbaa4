-- A card payment taken at checkout joins the account's payments history with the order it paid for, whose lines its
-- receipt lists (docs/decisions/0491-checkout-payments-in-history.md). NULL for history rows without an order.
ALTER TABLE account_payments ADD COLUMN order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL;
