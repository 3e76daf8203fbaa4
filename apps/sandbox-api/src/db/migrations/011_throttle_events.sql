-- Log-in failures and registrations are throttled the same way: recent events counted per key
-- (docs/decisions/0111-lockout-per-username.md, docs/decisions/0110-registration-answers.md).
ALTER TABLE login_failures RENAME TO throttle_events;
ALTER TABLE throttle_events RENAME COLUMN failed_at TO occurred_at;
DROP INDEX login_failures_key;
CREATE INDEX throttle_events_key ON throttle_events (throttle_key, occurred_at);
