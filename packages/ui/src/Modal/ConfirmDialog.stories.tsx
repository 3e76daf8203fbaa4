import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog, type ConfirmOutcome } from './ConfirmDialog.tsx';

const stays = (): Promise<ConfirmOutcome> => Promise.resolve('stays');

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Cancel your Spin booking?',
    children: <p>Saturday 12 December at 09:00, Leeds City Leisure Centre. £6.50 goes back to your card.</p>,
    confirm: { label: 'Yes, cancel booking', onConfirm: stays },
    keepLabel: 'Keep booking',
    afterDoneFocusRef: { current: null },
    onClose: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The safe answer has focus first; the one that goes ahead is the danger button (0017). */
export const Question: Story = {};

export const Busy: Story = { args: { confirm: { label: 'Yes, cancel booking', busy: true, onConfirm: stays } } };
