import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { buildLeisureTheme } from '../theme/leisureTheme.ts';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';

/** Renders `button` in a form and returns the spy the form's submit calls. */
function renderInForm(button: ReactNode) {
  const submit = vi.fn();
  renderWithTheme(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {button}
    </form>,
  );
  return submit;
}

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button>Add a promo code</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a promo code' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it('when busy, announces it and ignores presses, so a form is not submitted twice', async () => {
    const onClick = vi.fn();
    const submit = renderInForm(
      <Button type="submit" busy onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('stays busy while the promise from onClick is pending and ignores a second press', async () => {
    let finish: () => void = () => {};
    const onClick = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithTheme(<Button onClick={onClick}>Pay £20.00 now</Button>);
    const button = screen.getByRole('button', { name: 'Pay £20.00 now' });

    await userEvent.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');

    finish();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks a second submit that arrives before the parent re-renders with busy', async () => {
    const submit = vi.fn();
    function LoginForm() {
      const [submitting, setSubmitting] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
            setSubmitting(true);
          }}
        >
          <Button type="submit" busy={submitting}>
            Log in
          </Button>
        </form>
      );
    }
    renderWithTheme(<LoginForm />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Log in' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  describe('disabled but focusable (docs/product/joining.md D12)', () => {
    it('stays in the tab order, says it is disabled and does not submit', async () => {
      const onClick = vi.fn();
      const onActivateWhileDisabled = vi.fn();
      const submit = renderInForm(
        <Button type="submit" disabledFocusable onClick={onClick} onActivateWhileDisabled={onActivateWhileDisabled}>
          Continue
        </Button>,
      );
      await userEvent.tab();
      const button = screen.getByRole('button', { name: 'Continue' });
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-disabled', 'true');

      await userEvent.keyboard('{Enter}');
      await userEvent.click(button);
      expect(submit).not.toHaveBeenCalled();
      expect(onClick).not.toHaveBeenCalled();
      expect(onActivateWhileDisabled).toHaveBeenCalledTimes(2);
    });
  });

  it('meets the 24 px minimum target size at every size', () => {
    renderWithTheme(
      <>
        <Button size="small">Small</Button>
        <Button variant="link">Link style</Button>
      </>,
    );
    for (const name of ['Small', 'Link style']) {
      const minHeight = getComputedStyle(screen.getByRole('button', { name })).minHeight;
      expect(Number.parseFloat(minHeight) * 16).toBeGreaterThanOrEqual(24);
    }
  });

  it('draws the secondary button solid or outlined as the theme says', () => {
    const { unmount } = renderWithTheme(<Button variant="secondary">Solid</Button>);
    expect(getComputedStyle(screen.getByRole('button', { name: 'Solid' })).backgroundColor).toBe('rgb(62, 45, 172)');
    unmount();

    renderWithTheme(<Button variant="secondary">Outline</Button>, {
      theme: buildLeisureTheme({ secondaryButtonStyle: 'outline' }),
    });
    const outline = getComputedStyle(screen.getByRole('button', { name: 'Outline' }));
    expect(outline.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(outline.color).toBe('rgb(62, 45, 172)');
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', () => {
    renderWithTheme(<ButtonLink href="/">Go home</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
