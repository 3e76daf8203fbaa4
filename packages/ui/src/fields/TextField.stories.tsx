import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', autoComplete: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = { args: { hint: 'We send your booking confirmation here.' } };

export const Filled: Story = { args: { defaultValue: 'sam.member@example.com' } };

/** The message sits next to the field, in plain words that say how to put it right. */
export const WithError: Story = {
  args: {
    defaultValue: 'sam.member@example',
    hint: 'We send your booking confirmation here.',
    error: 'Enter an email address in the correct format, like name@example.com',
  },
};

export const Required: Story = { args: { label: 'First name', name: 'firstName', type: 'text', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'sam.member@example.com' } };

export const Widths: Story = {
  render: () => (
    <>
      <TextField label="Postcode" name="postcode" width="short" defaultValue="M1 1AE" />
      <TextField label="Address line 1" name="line1" defaultValue="1 Piccadilly Gardens" />
    </>
  ),
};
