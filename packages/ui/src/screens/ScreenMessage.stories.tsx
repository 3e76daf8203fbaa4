import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullPageError } from './FullPageError.tsx';
import { MaintenanceScreen } from './MaintenanceScreen.tsx';
import { NotFound } from './NotFound.tsx';
import { OfflineScreen } from './OfflineScreen.tsx';
import { ScreenMessage } from './ScreenMessage.tsx';

/** The whole-page screens shown instead of a page (docs/product/platform.md §2, D2, D3). */
const meta = {
  title: 'Screens/ScreenMessage',
  component: ScreenMessage,
  parameters: { layout: 'fullscreen' },
  args: {
    heading: 'Your booking is confirmed',
    text: 'We have sent the details to sam.member@example.com.',
    homeHref: '/',
  },
} satisfies Meta<typeof ScreenMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {};

export const PageNotFound: Story = { render: () => <NotFound standalone /> };

export const SomethingWentWrong: Story = { render: () => <FullPageError standalone /> };

export const Maintenance: Story = { render: () => <MaintenanceScreen /> };

export const Offline: Story = { render: () => <OfflineScreen onRetry={() => undefined} /> };
