import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/renderWithTheme.tsx';
import { Button } from '../Button/Button.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { DateField } from './DateField.tsx';
import { RadioGroup } from './RadioGroup.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    renderWithTheme(<TextField label="Email address" hint="We send your receipt here" name="email" autoComplete="email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription('We send your receipt here');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links its error text and marks itself invalid', () => {
    renderWithTheme(<TextField label="Name on the account" hint="As on your bank statement" error={{ message: 'Enter the name on the account' }} />);
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
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription('Error: Please enter a valid postcode Extra');
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
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select type', 'All types', 'Swim']);
    expect(select).toHaveAccessibleDescription('Error: Choose a membership type');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CheckboxField', () => {
  it('is named by the label beside it and links hint and error', async () => {
    renderWithTheme(
      <CheckboxField label="I agree to the direct debit terms" hint="You can cancel at any time" error="Agree to the direct debit terms to continue" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the direct debit terms' });
    expect(box).toHaveAccessibleDescription('You can cancel at any time Error: Agree to the direct debit terms to continue');
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

describe('with react-hook-form', () => {
  interface BankDetails {
    accountHolder: string;
    paymentType: string;
    membershipType: string;
    agreed: boolean;
    startDate: string;
  }

  function BankForm({ onValid }: { onValid: (values: BankDetails) => void }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<BankDetails>({ defaultValues: { accountHolder: '', membershipType: '', agreed: false, startDate: '' } });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <TextField
          label="Name on the account"
          autoComplete="name"
          error={errors.accountHolder}
          {...register('accountHolder', { minLength: { value: 2, message: 'Enter the name on the account' }, required: 'Enter the name on the account' })}
        />
        <RadioGroup
          legend="How would you like to pay?"
          options={[
            { value: 'recurring', label: 'Monthly' },
            { value: 'fixed', label: 'Single payment' },
          ]}
          error={errors.paymentType}
          {...register('paymentType', { required: 'Choose how you would like to pay' })}
        />
        <SelectField
          label="Membership type"
          placeholder="Select type"
          options={[{ value: 'swim', label: 'Swim' }]}
          {...register('membershipType')}
        />
        <CheckboxField label="I agree" error={errors.agreed} {...register('agreed', { required: 'Agree to continue' })} />
        <DateField label="Start date" {...register('startDate')} />
        <Button type="submit">Continue</Button>
      </form>
    );
  }

  it('registers every field and shows the messages it reports', async () => {
    const onValid = vi.fn();
    renderWithTheme(<BankForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(await screen.findByText('Enter the name on the account')).toBeVisible();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Error: Choose how you would like to pay');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Error: Agree to continue');
    // react-hook-form focuses the first invalid field through the ref the field passes on.
    expect(screen.getByRole('textbox', { name: 'Name on the account' })).toHaveFocus();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name on the account' }), 'A Member');
    await userEvent.click(screen.getByRole('radio', { name: 'Single payment' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Membership type' }), 'swim');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '10/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce());
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      accountHolder: 'A Member',
      paymentType: 'fixed',
      membershipType: 'swim',
      agreed: true,
      startDate: '10/03/2026',
    });
  });
});
