import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckboxField } from './CheckboxField.tsx';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: { label: 'I agree to the membership terms and conditions', name: 'terms' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true, hint: 'You can read them before you pay.' } };

export const WithError: Story = { args: { error: 'Agree to the terms and conditions to continue' } };
