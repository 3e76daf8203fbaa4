import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Venues', href: '/venues' },
      { label: 'Leeds City Leisure Centre', href: '/location/leeds-city' },
      { label: 'Timetable' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {};

export const OneLevel: Story = { args: { items: [{ label: 'My bookings' }] } };
