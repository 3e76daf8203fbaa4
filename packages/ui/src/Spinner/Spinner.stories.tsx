import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Status/Spinner',
  component: Spinner,
  args: { label: 'Loading memberships' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Labelled: Story = {};

export const Large: Story = { args: { size: '3rem' } };
