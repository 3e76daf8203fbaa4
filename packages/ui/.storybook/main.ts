import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The UI kit's living catalogue (docs/decisions/0019): every `*.stories.tsx` beside its component. No add-ons beyond
 * Storybook's core (controls, toolbars, viewport), no telemetry and no network: it builds offline in `npm test`, and
 * e2e/tests/visual compares screenshots of each story under two venue themes at 375 and 1280 px.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from TypeScript would double the build time; the stories' args say what each state is.
  typescript: { reactDocgen: false },
};

export default config;
