-- Content Security Policy violation reports browsers sent (docs/decisions/0112-csp-reports.md): the newest 500 are
-- kept, each field cut to 2,048 characters.
CREATE TABLE csp_reports (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  -- report-to (the Reporting API) or report-uri (the legacy shape)
  format TEXT NOT NULL,
  document_url TEXT NOT NULL,
  blocked_url TEXT,
  effective_directive TEXT,
  disposition TEXT,
  source_file TEXT,
  line_number INTEGER,
  column_number INTEGER,
  sample TEXT,
  status_code INTEGER,
  referrer TEXT,
  user_agent TEXT,
  original_policy TEXT
);
