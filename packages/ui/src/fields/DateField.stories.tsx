import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date of birth', name: 'dateOfBirth', autoComplete: 'bday' },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithError: Story = {
  args: { defaultValue: '31/02/1990', error: 'Date of birth must be a real date, like 27/03/2007' },
};
