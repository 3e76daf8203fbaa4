-- The outbox's sending step (docs/decisions/0015-one-transaction-per-change.md): an email is queued in the same
-- transaction as the change it tells of, and marked sent only once that change has committed.
ALTER TABLE email_outbox ADD COLUMN sent_at TEXT;
CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL;
