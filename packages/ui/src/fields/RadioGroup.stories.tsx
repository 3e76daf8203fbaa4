import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'monthly', label: 'Monthly Direct Debit', hint: '£32.00 a month' },
  { value: 'annual', label: 'Pay for a year up front', hint: '£320.00, two months free' },
  { value: 'corporate', label: 'Corporate scheme', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { legend: 'How would you like to pay?', name: 'payment', options },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

export const Chosen: Story = { args: { defaultValue: 'monthly' } };

export const WithError: Story = { args: { error: 'Choose how you would like to pay' } };

export const Inline: Story = {
  args: {
    legend: 'Do you have a disability?',
    name: 'disability',
    inline: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};
