import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@leisure/ui';
import type { BankDetailsValues } from '../bankDetailsRules.ts';
import { Fieldset, Legend } from './bankDetailsFormStyles.ts';

type AddressField = 'billingAddressLineOne' | 'billingAddressLineTwo' | 'billingCity' | 'billingPostcode';

export interface BillingAddressFieldsProps {
  register: UseFormRegister<BankDetailsValues>;
  idOf: (field: AddressField) => string;
  messages: Partial<Record<AddressField, string>>;
  onEdit: (field: AddressField) => void;
  /** "Find address", shown before the first line (docs/decisions/0022-postcode-address-finder.md). */
  finder?: ReactNode;
}

const addressFields: readonly (Omit<TextFieldProps, 'name'> & { name: AddressField })[] = [
  { name: 'billingAddressLineOne', label: 'Address line 1', autoComplete: 'address-line1', required: true },
  { name: 'billingAddressLineTwo', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'billingCity', label: 'Town or city', autoComplete: 'address-level2', width: 'medium', required: true },
  {
    name: 'billingPostcode',
    label: 'Postcode',
    autoComplete: 'postal-code',
    autoCapitalize: 'characters',
    spellCheck: false,
    width: 'short',
    required: true,
  },
];

/** The account's billing address, asked for only when the venue's Direct Debit provider needs it. */
export function BillingAddressFields({ register, idOf, messages, onEdit, finder }: BillingAddressFieldsProps) {
  return (
    <Fieldset>
      <Legend>Billing address of the account</Legend>
      {finder}
      {addressFields.map(({ name, ...props }) => (
        <TextField
          key={name}
          id={idOf(name)}
          error={messages[name]}
          {...props}
          {...register(name, { onChange: () => onEdit(name) })}
        />
      ))}
    </Fieldset>
  );
}
