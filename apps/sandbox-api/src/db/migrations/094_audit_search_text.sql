-- What staff typed into a customer search, kept as data beside the audit row's own words (docs/decisions/0601):
-- a search's description is "Searched for customers", never a sentence made from the text.
ALTER TABLE staff_audit ADD COLUMN search_text TEXT;
