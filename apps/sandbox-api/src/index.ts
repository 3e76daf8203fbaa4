export { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';
export { openDatabase } from './db/database.ts';
export { fixedClock, systemClock } from './clock.ts';
export { testSettings } from './settings.ts';
