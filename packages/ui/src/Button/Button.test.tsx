import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { parseColour } from '../theme/colour.ts';
import { contrastRatio } from '../theme/contrast.ts';
import { buildLeisureTheme, defaultLeisureTheme } from '../theme/leisureTheme.ts';
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

  // The hierarchy (docs/decisions/0017): the one primary action solid, supporting ones outlined, the destructive
  // answer in the danger colour.
  const manchester = buildLeisureTheme({ primary: '#E4002B', secondary: '#1D1D1B', headerBg: '#FFFFFF' });
  it.each([
    ['the default theme', defaultLeisureTheme],
    ['a red brand', manchester],
  ])('draws primary solid, secondary outlined, link as text and danger in the danger colour in %s', (_name, theme) => {
    renderWithTheme(
      <>
        <Button>Add to basket</Button>
        <Button variant="secondary">Details</Button>
        <Button variant="link">Clear filters</Button>
        <Button variant="danger">Yes, cancel booking</Button>
      </>,
      { theme },
    );
    const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }));
    const rgb = (hex: string) => {
      const { red, green, blue } = parseColour(hex)!;
      return `rgb(${red}, ${green}, ${blue})`;
    };
    const { colours } = theme;

    expect(style('Add to basket').backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(style('Details').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(style('Details').color).toBe(rgb(colours.secondaryOnBackground));
    expect(style('Details').borderColor).toBe(rgb(colours.secondaryOnBackground));
    expect(style('Clear filters').textDecoration).toContain('underline');
    expect(style('Yes, cancel booking').backgroundColor).toBe(rgb(colours.danger));
    expect(style('Yes, cancel booking').backgroundColor).not.toBe(style('Add to basket').backgroundColor);
  });

  it("draws a venue's 'solid' secondary as a pale tint with an edge, lighter than the primary (0017)", () => {
    const theme = buildLeisureTheme({ secondaryButtonStyle: 'solid' });
    renderWithTheme(
      <>
        <Button>Add to basket</Button>
        <Button variant="secondary">Details</Button>
      </>,
      { theme },
    );
    const colourOf = (value: string) => {
      const [red, green, blue] = value.match(/\d+/g)!.map(Number) as [number, number, number];
      return `rgb(${red}, ${green}, ${blue})`;
    };
    const details = getComputedStyle(screen.getByRole('button', { name: 'Details' }));
    const add = getComputedStyle(screen.getByRole('button', { name: 'Add to basket' }));
    expect(details.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    // Filled, but far paler than the primary: white reads worse on it than on the primary, dark text better.
    expect(contrastRatio('#FFFFFF', colourOf(details.backgroundColor))).toBeLessThan(1.5);
    expect(contrastRatio(colourOf(details.color), colourOf(details.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#FFFFFF', colourOf(add.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white text on the default purple primary button, darkened just enough for 4.5:1', () => {
    renderWithTheme(<Button>Add to basket</Button>);
    const button = getComputedStyle(screen.getByRole('button', { name: 'Add to basket' }));
    expect(button.color).toBe('rgb(255, 255, 255)');
    const [red, green, blue] = button.backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(contrastRatio('#FFFFFF', `rgb(${red}, ${green}, ${blue})`)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#FFFFFF', `rgb(${red}, ${green}, ${blue})`)).toBeLessThan(4.7);
  });
});

describe('ButtonLink', () => {
  it('is a link that looks like a button', () => {
    renderWithTheme(<ButtonLink href="/">Go home</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
