import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { createToast, type NewToast } from './toastState.ts';
import { preloadToastCards, ToastStack } from './ToastStack.tsx';
import { useToasts } from './useToasts.ts';

function renderStack(toast: NewToast) {
  const onDismiss = vi.fn();
  renderWithTheme(<ToastStack toasts={[createToast(toast, 'toast-1')]} onDismiss={onDismiss} />);
  return onDismiss;
}

// The card is a chunk of its own (decision 0903): loaded before the tests render toasts synchronously.
beforeAll(async () => {
  await preloadToastCards();
});

describe('ToastStack timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    {
      test: 'closes a toast after closeAfter ms and not before',
      toast: { content: 'Successfully added item to the basket.', type: 'success', closeAfter: 5000 },
    },
    {
      test: 'keeps the 10 s payment toast for 10 s',
      toast: { content: 'Unable to complete your order, please try again.', type: 'danger', closeAfter: 10000 },
    },
  ] as const)('$test', ({ toast }) => {
    const onDismiss = renderStack(toast);
    act(() => vi.advanceTimersByTime(toast.closeAfter - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('toast-1');
  });

  it.each([0, 2500.5, null])('never closes by itself when closeAfter is %j', (closeAfter) => {
    const onDismiss = renderStack({ content: 'Stays', closeAfter });
    act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('pauses while the pointer is over it and resumes with the time left', () => {
    const onDismiss = renderStack({ content: 'Membership added to basket.', type: 'success', closeAfter: 5000 });
    const toast = screen.getByText('Membership added to basket.');
    act(() => vi.advanceTimersByTime(3000));
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(60000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('pauses while focus is inside it', () => {
    const onDismiss = renderStack({ content: 'Order completed Successfully.', type: 'success', closeAfter: 5000 });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).focus());
    act(() => vi.advanceTimersByTime(60000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('ToastStack announcements and content', () => {
  it('announces danger assertively and the rest politely, saying the type in words', () => {
    renderWithTheme(
      <ToastStack
        toasts={[
          createToast({ content: 'Something went wrong, please try again.', type: 'danger' }, 'a'),
          createToast({ content: 'Successfully cleared order', type: 'success' }, 'b'),
          createToast({ content: 'Your session ends soon.', type: 'warning' }, 'c'),
          createToast({ content: 'Saved for later.', type: 'neutral' }, 'd'),
        ]}
        onDismiss={() => {}}
      />,
    );
    const assertive = screen.getByTestId('toasts-assertive');
    const polite = screen.getByTestId('toasts-polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveTextContent('Error: Something went wrong, please try again.');
    expect(polite).toHaveTextContent('Success: Successfully cleared order');
    expect(polite).toHaveTextContent('Warning: Your session ends soon.');
    expect(polite).toHaveTextContent('Information: Saved for later.');
    expect(within(polite).queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('keeps both live regions in the page when there is nothing to say', () => {
    renderWithTheme(<ToastStack toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByTestId('toasts-assertive')).toBeEmptyDOMElement();
    expect(screen.getByTestId('toasts-polite')).toBeEmptyDOMElement();
  });

  it('lists validation messages under the text', () => {
    renderWithTheme(
      <ToastStack
        toasts={[
          createToast(
            {
              content: 'Error occurred while submitting your answers.',
              type: 'danger',
              validationMessages: ['Answer question 2'],
            },
            'a',
          ),
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Answer question 2');
  });

  it('dismisses from its button, also while a dialog has made the page inert', async () => {
    function Screen() {
      const { toasts, showToast, dismissToast } = useToasts();
      return (
        <>
          <Modal open onClose={() => {}} title="Checkout">
            <Button onClick={() => showToast({ content: 'Could not calculate price.', type: 'danger' })}>Apply</Button>
          </Modal>
          <ToastStack toasts={toasts} onDismiss={dismissToast} />
        </>
      );
    }
    renderWithTheme(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = screen.getByText('Could not calculate price.');
    expect(message.closest('[inert]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Could not calculate price.')).not.toBeInTheDocument();
  });
});
