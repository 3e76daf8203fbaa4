import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardList } from './CardList.tsx';

interface Booking {
  id: string;
  activity: string;
  when: string;
}

const bookings: Booking[] = [
  { id: 'b1', activity: 'Spin', when: 'Saturday 12 December, 09:00' },
  { id: 'b2', activity: 'Lane Swimming', when: 'Sunday 13 December, 07:30' },
  { id: 'b3', activity: 'Pilates', when: 'Monday 14 December, 18:15' },
];

function BookingCard({ booking }: { booking: Booking }) {
  return (
    <>
      <h3 style={{ margin: 0 }}>{booking.activity}</h3>
      <p style={{ margin: 0 }}>{booking.when}</p>
    </>
  );
}

// A generic component: the meta names its item type through the render.
const meta: Meta<typeof CardList<Booking>> = {
  title: 'Content/CardList',
  component: CardList<Booking>,
  args: {
    items: bookings,
    itemKey: (booking) => booking.id,
    renderItem: (booking) => <BookingCard booking={booking} />,
    empty: 'You have no upcoming bookings.',
    label: 'Upcoming bookings',
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

export const Rows: Story = { args: { variant: 'rows' } };

export const StatusRows: Story = { args: { variant: 'statusRows' } };

export const Loading: Story = { args: { items: undefined, loadingLabel: 'Loading your bookings' } };

export const Empty: Story = { args: { items: [] } };

export const Failed: Story = {
  args: {
    failure: { message: 'We could not load your bookings. Check your connection.', onRetry: () => undefined },
  },
};
