-- "Remind me when booking opens" (docs/decisions/0335-booking-opens-reminders.md). One reminder per attendee and
-- session; customer_user_id is who gets the email (a parent for a linked account), set_by_user_id who asked.
-- sent_at is set in the same statement that claims the email, so each reminder is sent once.
CREATE TABLE booking_reminders (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES activity_sessions(id),
  attendee_user_id INTEGER NOT NULL REFERENCES users(id),
  customer_user_id INTEGER NOT NULL REFERENCES users(id),
  set_by_user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE UNIQUE INDEX booking_reminders_one ON booking_reminders (session_id, attendee_user_id);
CREATE INDEX booking_reminders_due ON booking_reminders (sent_at, session_id);
CREATE INDEX booking_reminders_customer ON booking_reminders (customer_user_id);
