import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastStack } from './ToastStack.tsx';
import type { ToastMessage } from './toastState.ts';

const toast = (id: string, type: ToastMessage['type'], content: string): ToastMessage => ({
  id,
  type,
  content,
  closeAfter: null,
});

const meta = {
  title: 'Notifications/ToastStack',
  component: ToastStack,
  args: { onDismiss: () => undefined, toasts: [] },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each type told by words and icon shape as well as colour; these stay until dismissed (closeAfter null). */
export const EveryType: Story = {
  args: {
    toasts: [
      toast('success', 'success', 'Spin on Saturday 12 December is in your basket.'),
      toast('neutral', 'neutral', 'Your basket is held for 15 minutes.'),
      toast('warning', 'warning', 'Only 2 places are left in this class.'),
      toast('danger', 'danger', 'Your card was declined. Try another card or call your bank.'),
    ],
  },
};

export const WithValidationMessages: Story = {
  args: {
    toasts: [
      {
        ...toast('invalid', 'danger', 'We could not save your details.'),
        validationMessages: ['Enter a UK mobile number, like 07700 900123', 'Enter your postcode'],
      },
    ],
  },
};
