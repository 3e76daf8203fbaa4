import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { currentPage: 2, lastPage: 4, hrefFor: (page: number) => `?page=${page}`, label: 'Payment history pages' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const First: Story = { args: { currentPage: 1 } };

export const Last: Story = { args: { currentPage: 4 } };
