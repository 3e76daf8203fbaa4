import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '@leisure/ui';
import type { BankDetailsValues } from '../bankDetailsRules.ts';
import { Fieldset, Legend } from './bankDetailsFormStyles.ts';

type AddressField = 'billingAddressLineOne' | 'billingAddressLineTwo' | 'billingCity' | 'billingPostcode';

export interface BillingAddressFieldsProps {
  register: UseFormRegister<BankDetailsValues>;
  ids: Record<AddressField, string>;
  messages: Partial<Record<AddressField, string>>;
  onEdit: (field: AddressField) => void;
}

/** The account's billing address, asked for only when the venue's Direct Debit provider needs it. */
export function BillingAddressFields({ register, ids, messages, onEdit }: BillingAddressFieldsProps) {
  const field = (name: AddressField) => register(name, { onChange: () => onEdit(name) });
  return (
    <Fieldset>
      <Legend>Billing address of the account</Legend>
      <TextField
        id={ids.billingAddressLineOne}
        label="Address line 1"
        autoComplete="address-line1"
        required
        error={messages.billingAddressLineOne}
        {...field('billingAddressLineOne')}
      />
      <TextField
        id={ids.billingAddressLineTwo}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        error={messages.billingAddressLineTwo}
        {...field('billingAddressLineTwo')}
      />
      <TextField
        id={ids.billingCity}
        label="Town or city"
        autoComplete="address-level2"
        width="medium"
        required
        error={messages.billingCity}
        {...field('billingCity')}
      />
      <TextField
        id={ids.billingPostcode}
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        width="short"
        required
        error={messages.billingPostcode}
        {...field('billingPostcode')}
      />
    </Fieldset>
  );
}
