import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Button } from '../Button/Button.tsx';
import { RadioGroup } from '../fields/RadioGroup.tsx';
import { TextField } from '../fields/TextField.tsx';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary.tsx';

function BankDetailsSection() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempts, setAttempts] = useState(0);
  const messages = Object.fromEntries(errors.map((error) => [error.fieldId, error.message]));
  return (
    <section>
      <ErrorSummary errors={errors} focusKey={attempts} />
      <TextField id="sort-code" label="Sort code" error={messages['sort-code']} />
      <RadioGroup
        id="billing-day"
        name="billingDay"
        legend="Billing day"
        options={[
          { value: '1', label: '1st' },
          { value: '15', label: '15th' },
        ]}
        error={messages['billing-day']}
        onChange={() => {}}
      />
      <Button
        disabledFocusable
        onActivateWhileDisabled={() => {
          setErrors([
            { fieldId: 'sort-code', message: 'Enter a valid sort code like 309430' },
            { fieldId: 'billing-day', message: 'Choose a billing day' },
          ]);
          setAttempts((count) => count + 1);
        }}
      >
        Continue
      </Button>
    </section>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing while there are no errors', () => {
    renderWithTheme(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('appears with a heading and takes focus when a blocked Continue is pressed (docs/product/joining.md D12)', async () => {
    renderWithTheme(<BankDetailsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = screen.getByRole('alert', { name: 'There is a problem' });
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(alert.parentElement).toHaveFocus();
  });

  it('lists each problem as a link that takes the user to the field', async () => {
    renderWithTheme(<BankDetailsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const sortCodeLink = screen.getByRole('link', { name: 'Enter a valid sort code like 309430' });
    expect(sortCodeLink).toHaveAttribute('href', '#sort-code');
    await userEvent.click(sortCodeLink);
    expect(screen.getByRole('textbox', { name: 'Sort code' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Choose a billing day' }));
    expect(screen.getByRole('radio', { name: '1st' })).toHaveFocus();
  });

  it('scrolls the question into view before focusing the field', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const standIn = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderWithTheme(<BankDetailsSection />);
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await userEvent.click(screen.getByRole('link', { name: 'Enter a valid sort code like 309430' }));
      await userEvent.click(screen.getByRole('link', { name: 'Choose a billing day' }));
      expect(scrolled.map((element) => element.textContent)).toEqual(['Sort code', 'Billing day']);
    } finally {
      Element.prototype.scrollIntoView = standIn;
    }
  });

  it('takes focus again after another failed attempt', async () => {
    renderWithTheme(<BankDetailsSection />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await userEvent.click(continueButton);
    continueButton.focus();
    await userEvent.click(continueButton);
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
  });
});
