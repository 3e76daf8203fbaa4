-- Reusable-card activation (decision 0501): the browser gives a saved card's security code to the provider for one
-- merchant session key, and authorise with that saved card needs it. The provider records that the card was
-- activated, never the code.
CREATE TABLE saved_card_activations (
  session_key TEXT NOT NULL REFERENCES card_sessions(session_key) ON DELETE CASCADE,
  external_identifier TEXT NOT NULL REFERENCES saved_cards(external_identifier) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (session_key, external_identifier)
);
