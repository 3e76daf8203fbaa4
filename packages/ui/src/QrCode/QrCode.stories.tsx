import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Content/QrCode',
  component: QrCode,
  args: { value: 'LEISURE-MEMBER-100042', label: 'Membership card for Sam Member, number 100042' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A digital membership card's code, with the standard quiet zone. */
export const MembershipCard: Story = {};

export const Small: Story = { args: { size: '6rem' } };
