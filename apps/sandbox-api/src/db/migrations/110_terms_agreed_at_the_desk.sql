-- The checkout terms a customer agreed at the desk (docs/decisions/0025): the member of staff who recorded that the
-- customer agreed in person. Null for every order whose customer ticked the terms themself (or had none to agree).
-- The record is staff's own act, never a tick in the customer's name.
ALTER TABLE orders ADD COLUMN terms_agreed_at_desk_by_user_id INTEGER REFERENCES users(id);
