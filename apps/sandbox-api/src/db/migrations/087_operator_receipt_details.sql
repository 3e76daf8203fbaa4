-- What a receipt prints about the operator (docs/decisions/0490-payment-receipts.md): its registered address and
-- VAT registration number (NULL when not VAT registered).
ALTER TABLE clients ADD COLUMN address_lines TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN vat_number TEXT;
