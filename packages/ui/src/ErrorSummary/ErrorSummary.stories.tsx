import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../fields/TextField.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'story-first-name', message: 'Enter your first name' },
      { fieldId: 'story-email', message: 'Enter an email address in the correct format, like name@example.com' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the form, focused as it appears; each message links to its field. */
export const WithFields: Story = {
  render: (args) => (
    <>
      <ErrorSummary {...args} />
      <TextField id="story-first-name" label="First name" name="firstName" error="Enter your first name" />
      <TextField
        id="story-email"
        label="Email address"
        name="email"
        defaultValue="sam@example"
        error="Enter an email address in the correct format, like name@example.com"
      />
    </>
  ),
};

export const OneError: Story = {
  args: { title: 'Your card was not charged', errors: [{ fieldId: 'card', message: 'Enter the card number' }] },
};
