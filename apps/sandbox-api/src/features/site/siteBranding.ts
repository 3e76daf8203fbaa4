import type { Database } from '../../db/database.ts';

/** What a front end's manifest and its icon are made of: the operator's name and the default theme's colours. */
export interface SiteBranding {
  operatorName: string;
  primaryColour: string;
  headerBgColour: string;
}

/** The operator and the default theme (`is_default = 1`, as GET /frontend/theme without a venue answers it). */
export function siteBranding(db: Database): SiteBranding | undefined {
  const client = db.prepare('SELECT name FROM clients WHERE id = 1').get() as { name: string } | undefined;
  const theme = db
    .prepare('SELECT primary_colour, header_bg_colour FROM themes WHERE is_default = 1 ORDER BY id LIMIT 1')
    .get() as { primary_colour: string; header_bg_colour: string } | undefined;
  if (!client || !theme) return undefined;
  return { operatorName: client.name, primaryColour: theme.primary_colour, headerBgColour: theme.header_bg_colour };
}
