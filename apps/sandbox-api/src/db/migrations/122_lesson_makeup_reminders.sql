-- A make-up credit's one reminder before it expires (docs/decisions/0593): when it was sent, so it goes once.
ALTER TABLE lesson_makeup_credits ADD COLUMN expiry_reminded_at TEXT;
