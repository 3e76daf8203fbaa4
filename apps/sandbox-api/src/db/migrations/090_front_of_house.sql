-- Front of house (docs/decisions/0600-customer-search.md, 0601-staff-audit-trail.md): the offline tenders the
-- operator takes at the desk (a JSON array, in the order to offer them), managers among staff, and the audit trail
-- of what staff did for customers.
ALTER TABLE clients ADD COLUMN offline_tender_types TEXT NOT NULL DEFAULT '["cash","offline-voucher","cheque","credit"]';
ALTER TABLE users ADD COLUMN is_manager INTEGER NOT NULL DEFAULT 0;

CREATE TABLE staff_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  staff_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  description TEXT NOT NULL,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL
);
CREATE INDEX staff_audit_customer ON staff_audit (customer_user_id, at);
CREATE INDEX staff_audit_staff ON staff_audit (staff_user_id, at);
