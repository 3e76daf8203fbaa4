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
    } = useForm<BankDetails>({
      defaultValues: { accountHolder: '', membershipType: '', agreed: false, startDate: '' },
    });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <TextField
          label="Name on the account"
          autoComplete="name"
          error={errors.accountHolder}
          {...register('accountHolder', {
            minLength: { value: 2, message: 'Enter the name on the account' },
            required: 'Enter the name on the account',
          })}
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
        <CheckboxField
          label="I agree"
          error={errors.agreed}
          {...register('agreed', { required: 'Agree to continue' })}
        />
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
