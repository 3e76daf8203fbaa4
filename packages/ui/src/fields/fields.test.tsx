import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { DateField } from './DateField.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithTheme(
      <TextField
        label="Email address"
        hint="We send your receipt here"
        name="email"
        autoComplete="email"
        type="email"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription('We send your receipt here');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links its error text and marks itself invalid', () => {
    renderWithTheme(
      <TextField
        label="Name on the account"
        hint="As on your bank statement"
        error={{ message: 'Enter the name on the account' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name on the account' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your bank statement Error: Enter the name on the account');
    expect(screen.getByText('Enter the name on the account')).toBeVisible();
  });

  it('keeps a description the caller adds', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra</p>
        <TextField label="Postcode" aria-describedby="extra" error="Please enter a valid postcode" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
      'Error: Please enter a valid postcode Extra',
    );
  });

  it('marks a required field without changing its name or switching on browser validation', () => {
    renderWithTheme(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('ignores an empty error', () => {
    renderWithTheme(<TextField label="Town" error={{ message: '' }} />);
    expect(screen.getByRole('textbox', { name: 'Town' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('SelectField', () => {
  it('offers its options after the placeholder and links its error', () => {
    renderWithTheme(
      <SelectField
        label="Membership type"
        placeholder="Select type"
        options={[
          { value: 'all', label: 'All types' },
          { value: 'swim', label: 'Swim' },
        ]}
        error="Choose a membership type"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Membership type' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select type',
      'All types',
      'Swim',
    ]);
    expect(select).toHaveAccessibleDescription('Error: Choose a membership type');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxField', () => {
  it('is named by the label beside it and links hint and error', async () => {
    renderWithTheme(
      <CheckboxField
        label="I agree to the direct debit terms"
        hint="You can cancel at any time"
        error="Agree to the direct debit terms to continue"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the direct debit terms' });
    expect(box).toHaveAccessibleDescription(
      'You can cancel at any time Error: Agree to the direct debit terms to continue',
    );
    await userEvent.click(screen.getByText('I agree to the direct debit terms'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('is a group named by its legend, described by its error, with one radio per option', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <RadioGroup
        id="payment-type"
        name="paymentType"
        legend="How would you like to pay?"
        options={[
          { value: 'recurring', label: 'Monthly' },
          { value: 'fixed', label: 'Single payment', hint: 'Pay for the year now' },
        ]}
        error="Choose how you would like to pay"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'How would you like to pay?' });
    expect(group).toHaveAccessibleDescription('Error: Choose how you would like to pay');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('id', 'payment-type');
    expect(screen.getByRole('radio', { name: 'Single payment' })).toHaveAccessibleDescription('Pay for the year now');
    await userEvent.click(screen.getByRole('radio', { name: 'Single payment' }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByRole('radio', { name: 'Single payment' })).toBeChecked();
  });
});

describe('DateField', () => {
  it('is a numeric text input with a format hint', () => {
    renderWithTheme(<DateField label="Start date" autoComplete="off" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription('For example, 27/03/2007');
  });
});
