import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './SelectField.tsx';

const centres = [
  { value: 'leeds-city', label: 'Leeds City Leisure Centre' },
  { value: 'manchester-aquatics', label: 'Manchester Aquatics Centre' },
  { value: 'bristol-south', label: 'Bristol South Pool', disabled: true },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { label: 'Home centre', name: 'centre', options: centres, placeholder: 'Choose a centre' },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = { args: { defaultValue: 'leeds-city', hint: 'Where you will use your membership most.' } };

export const WithError: Story = { args: { error: 'Choose your home centre', defaultValue: '' } };
