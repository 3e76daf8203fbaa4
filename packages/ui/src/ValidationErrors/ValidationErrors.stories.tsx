import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidationErrors } from './ValidationErrors.tsx';

const meta = {
  title: 'Forms/ValidationErrors',
  component: ValidationErrors,
  args: {
    messages: {
      mobile_number: ['Enter a UK mobile number, like 07700 900123'],
      postcode: ['Enter your postcode'],
    },
  },
} satisfies Meta<typeof ValidationErrors>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's field messages, headed "Validation errors" (docs/product/platform.md §5). */
export const Framed: Story = {};

export const Unframed: Story = { args: { framed: false, headingAs: 'p' } };
