import type { Meta, StoryObj } from '@storybook/react-vite';
import { DefinitionList } from './DefinitionList.tsx';

const meta = {
  title: 'Content/DefinitionList',
  component: DefinitionList,
  args: {
    items: [
      { label: 'Account holder', value: 'Sam Member' },
      { label: 'Sort code', value: '20-00-00' },
      { label: 'Account number', value: 'ending 5678' },
      { label: 'Collection day', value: 'The 1st of each month' },
    ],
  },
} satisfies Meta<typeof DefinitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {};

/** A basket's amounts: figures on the right, the total in bold. */
export const Amounts: Story = {
  args: {
    variant: 'amounts',
    items: [
      { label: 'Spin, Saturday 12 December', value: '£6.50' },
      { label: 'Lane Swimming, Sunday 13 December', value: '£4.20' },
      { label: 'Of which VAT', value: '£1.78' },
      { label: 'Total', value: '£10.70', total: true },
    ],
  },
};
