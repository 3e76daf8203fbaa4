import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Status/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading your photo', value: 40 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {};

export const Steps: Story = { args: { label: 'Joining', value: 2, max: 5, valueText: 'Step 2 of 5' } };

export const Complete: Story = { args: { label: 'Uploaded', value: 100 } };
