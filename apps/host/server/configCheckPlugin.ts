import type { Plugin } from 'vite';
import { parseConfig } from '@leisure/config';

/**
 * Reads the front ends' configuration as the built page will (@leisure/config's getConfig: Vite's env, values as
 * strings) when `vite build` starts, so settings the page would refuse at start-up stop the build instead, every
 * problem listed; among them a build that could not keep anyone logged in (decision 0826).
 */
export function configCheckPlugin(): Plugin {
  return {
    name: 'leisure:config-check',
    configResolved({ command, env }) {
      if (command !== 'build') return;
      parseConfig(
        Object.fromEntries(
          Object.entries(env).map(([name, value]) => [name, value === undefined ? undefined : String(value)]),
        ),
      );
    },
  };
}
