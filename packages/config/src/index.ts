export type { AppConfig } from './appConfig.ts';
export { ConfigError } from './configError.ts';
export { parseConfig, type ConfigSource } from './parseConfig.ts';
export { getConfig } from './getConfig.ts';
