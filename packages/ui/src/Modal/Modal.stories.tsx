import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { ButtonRow } from '../Button/buttonRow.ts';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Dialogs/Modal',
  component: Modal,
  args: {
    open: true,
    title: 'Spin class, Saturday 12 December',
    onClose: () => undefined,
    children: (
      <p>
        A 45-minute indoor cycling class for every level. Bring a towel and a bottle of water; the instructor sets the
        pace and shows you how to adjust your bike.
      </p>
    ),
    footer: (
      <ButtonRow>
        <Button>Add to basket</Button>
        <Button variant="secondary">Close</Button>
      </ButtonRow>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open over an inert page: labelled by its heading, focus kept inside, Escape closes. */
export const Open: Story = {};

export const Small: Story = {
  args: {
    size: 'small',
    title: 'Are you still there?',
    role: 'alertdialog',
    children: <p>For your security we will end this visit in 30 seconds.</p>,
    footer: <Button>I am still here</Button>,
  },
};
