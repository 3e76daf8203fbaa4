import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { readSettings } from '../settings.ts';
import { systemClock } from '../clock.ts';
import { resetDatabase } from '../seed/seedDatabase.ts';

// Empties the sandbox database and seeds it again. Stop the running sandbox first, or use POST /__sandbox/reset.
const settings = readSettings();
const db = openDatabase(settings.dbFile);
migrate(db);
resetDatabase({ db, clock: systemClock, settings });
db.close();
console.log(`Sandbox database reset and reseeded: ${settings.dbFile}`);
