import { useId, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Button, CheckboxField, ErrorSummary, TextField, type ErrorSummaryItem } from '@leisure/ui';
import type { BankDetails } from '../bankDetails.ts';
import {
  bankDetailsProblems,
  toBankDetails,
  toBankDetailsValues,
  type BankDetailsRuleOptions,
  type BankDetailsValues,
} from '../bankDetailsRules.ts';
import { useServerFieldMessages, type BankDetailsSlot } from '../hooks/useServerFieldMessages.ts';
import { bankOfSortCode } from '../sortCode.ts';
import { Actions, BankName, Form, Intro } from './bankDetailsFormStyles.ts';
import { BillingAddressFields } from './BillingAddressFields.tsx';
import { JointAccountNote } from './JointAccountNote.tsx';

/** An address chosen in a finder, in the finder's fields (docs/decisions/0022-postcode-address-finder.md). */
export interface ChosenAddress {
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  postcode: string;
}

/** What the form hands the page's address finder: where its ids start, and how to fill the billing address. */
export interface BillingAddressFinderSlot {
  idPrefix: string;
  onChoose: (address: ChosenAddress) => void;
  onEnterManually: () => void;
}

/** The Direct Debit terms' tick as the form hands it to the page's own terms control. */
export interface DirectDebitTermsField {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

export interface BankDetailsFormProps {
  initialDetails?: Partial<BankDetails>;
  /** The venue's Direct Debit provider needs a billing address. */
  needsBillingAddress: boolean;
  /**
   * The Direct Debit terms to agree, if any: the page renders its own terms control (joining's opens the terms'
   * text) with the state the form gives it. Without it there is no terms tick, only the authorisation.
   */
  renderDirectDebitTerms?: ((field: DirectDebitTermsField) => ReactNode) | undefined;
  /** The page's "Find address" for the billing address, when one is asked for (decision 0022). */
  renderAddressFinder?: ((slot: BillingAddressFinderSlot) => ReactNode) | undefined;
  /** The paragraph above the fields. */
  intro?: ReactNode;
  /** The submit button's words; "Continue" by default. */
  submitLabel?: string;
  /** The API's 422 messages, keyed as it sends them (accountHolder, accountDetails, accountDetails.sortCode…). */
  serverMessages?: Record<string, string[]>;
  /** The details are being stored: Continue shows a spinner and ignores presses. */
  busy?: boolean;
  onSubmit: (details: BankDetails) => void;
}

/** Slots in the order the form shows them, which is the order of the error summary. */
const slotOrder: readonly BankDetailsSlot[] = [
  'accountHolder',
  'sortCode',
  'accountNumber',
  'accountDetails',
  'billingAddressLineOne',
  'billingAddressLineTwo',
  'billingCity',
  'billingPostcode',
  'ddTermsAccepted',
  'authorised',
];

const billingSlots = new Set<BankDetailsSlot>([
  'billingAddressLineOne',
  'billingAddressLineTwo',
  'billingCity',
  'billingPostcode',
]);

/** The sort code and account number: digits, which the browser neither fills in nor spell-checks. */
const bankNumberInput = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false, required: true } as const;

const defaultIntro =
  'Your monthly payments will be collected by Direct Debit. Enter the details of the bank or building society ' +
  'account they will come from.';

export const AUTHORISATION_TEXT =
  'I confirm that I am the account holder and am authorised to set up Direct Debit payments on this account';

/**
 * Section 6, "Monthly payment": the bank details for a new Direct Debit (docs/product/joining.md §2, §5, D11 and D12).
 * A field's message shows once the field is left, then follows every input. Continue stays focusable while anything
 * is wrong: pressing it then shows every message and an error summary that takes focus. The sort code and account
 * number must pass Vocalink's modulus check before the details are handed on, normalised, to onSubmit.
 */
export function BankDetailsForm({
  initialDetails,
  needsBillingAddress,
  renderDirectDebitTerms,
  renderAddressFinder,
  intro = defaultIntro,
  submitLabel = 'Continue',
  serverMessages,
  busy = false,
  onSubmit,
}: BankDetailsFormProps) {
  const idBase = useId();
  const idOf = (slot: BankDetailsSlot) => `${idBase}-${slot}`;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    control,
    formState: { touchedFields },
  } = useForm<BankDetailsValues>({ defaultValues: toBankDetailsValues(initialDetails) });
  const terms = useController({ name: 'ddTermsAccepted', control });
  const server = useServerFieldMessages(serverMessages);
  const [attempted, setAttempted] = useState(false);
  const [summary, setSummary] = useState({ open: false, focusKey: 0, serverArrival: 0 });

  const options: BankDetailsRuleOptions = {
    needsBillingAddress,
    hasDirectDebitTerms: renderDirectDebitTerms !== undefined,
  };
  const values = watch();
  const problems = bankDetailsProblems(values, options);
  const revealed = (field: keyof BankDetailsValues) => attempted || touchedFields[field] === true;

  // A slot shows its own problem once revealed, else what the server said about it and nobody has edited since.
  const shownSlots = slotOrder.filter(
    (slot) =>
      (needsBillingAddress || !billingSlots.has(slot)) &&
      (renderDirectDebitTerms !== undefined || slot !== 'ddTermsAccepted'),
  );
  const shown: Partial<Record<BankDetailsSlot, string>> = {};
  for (const slot of shownSlots) {
    const own = slot === 'billingAddressLineTwo' ? undefined : problems[slot];
    const revealedBy = slot === 'accountDetails' ? revealed('accountNumber') : revealed(slot);
    const message = (revealedBy ? own : undefined) ?? server.messages[slot];
    if (message) shown[slot] = message;
  }
  const blocked = Object.keys(problems).length > 0 || shownSlots.some((slot) => server.messages[slot] !== undefined);

  const summaryItems: ErrorSummaryItem[] = shownSlots.flatMap((slot) => {
    const message = shown[slot];
    if (!message) return [];
    return [{ fieldId: idOf(slot === 'accountDetails' ? 'accountNumber' : slot), message }];
  });

  // New messages from the server open the summary again; one with nothing left to list closes, so that it does
  // not reappear and take focus mid-typing.
  if (server.arrival !== summary.serverArrival) {
    setSummary({ open: server.arrival > 0, focusKey: summary.focusKey + 1, serverArrival: server.arrival });
  } else if (summary.open && summaryItems.length === 0) {
    setSummary({ ...summary, open: false });
  }

  function showProblems() {
    setAttempted(true);
    setSummary((current) => ({ ...current, open: true, focusKey: current.focusKey + 1 }));
  }

  const submit = handleSubmit((submitted) => {
    if (blocked) showProblems();
    else onSubmit(toBankDetails(submitted, options));
  });

  const field = (name: keyof BankDetailsValues) => register(name, { onChange: () => server.clearFor(name) });
  const bankNumber = (name: 'sortCode' | 'accountNumber') => ({ id: idOf(name), ...bankNumberInput, ...field(name) });
  const pairMessage = shown.accountNumber ? undefined : shown.accountDetails;
  const pairMessageId = `${idOf('accountNumber')}-error`;
  // The bank the sort code belongs to, under the field, where its leading digits say (decision 0206).
  const bankName = shown.sortCode ? null : bankOfSortCode(values.sortCode);

  const billingFinder = renderAddressFinder?.({
    idPrefix: `${idBase}-billing`,
    onChoose: (address) => {
      const fill = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
      setValue('billingAddressLineOne', address.addressLine1, fill);
      setValue('billingAddressLineTwo', address.addressLine2 ?? '', fill);
      setValue('billingCity', address.town, fill);
      setValue('billingPostcode', address.postcode, fill);
      for (const slot of ['billingAddressLineOne', 'billingAddressLineTwo', 'billingCity', 'billingPostcode'] as const)
        server.clearFor(slot);
    },
    onEnterManually: () => document.getElementById(idOf('billingAddressLineOne'))?.focus(),
  });

  return (
    <Form onSubmit={submit} noValidate aria-label="Bank details">
      <ErrorSummary errors={summary.open ? summaryItems : []} focusKey={summary.focusKey} />
      <Intro>{intro}</Intro>
      <TextField
        id={idOf('accountHolder')}
        label="Name on the account"
        autoComplete="name"
        spellCheck={false}
        required
        error={shown.accountHolder}
        {...field('accountHolder')}
      />
      <TextField
        label="Sort code"
        hint="6 digits, for example 30-94-30"
        width="short"
        error={shown.sortCode}
        // The pair's modulus message shows under the account number, but it is as much about the sort code.
        aria-invalid={shown.sortCode || pairMessage ? true : undefined}
        aria-describedby={shown.sortCode ? undefined : pairMessage && pairMessageId}
        {...bankNumber('sortCode')}
      />
      <BankName aria-live="polite">{bankName && `Bank: ${bankName}`}</BankName>
      <TextField
        label="Account number"
        hint="Usually 8 digits"
        width="medium"
        error={shown.accountNumber ?? pairMessage}
        {...bankNumber('accountNumber')}
      />
      {needsBillingAddress && (
        <BillingAddressFields
          register={register}
          idOf={idOf}
          messages={shown}
          onEdit={server.clearFor}
          finder={billingFinder}
        />
      )}
      {renderDirectDebitTerms?.({
        id: idOf('ddTermsAccepted'),
        checked: terms.field.value,
        error: shown.ddTermsAccepted,
        onChange: (checked) => {
          terms.field.onChange(checked);
          terms.field.onBlur();
          server.clearFor('ddTermsAccepted');
        },
      })}
      <CheckboxField
        id={idOf('authorised')}
        label={AUTHORISATION_TEXT}
        hint={<JointAccountNote />}
        required
        error={shown.authorised}
        {...field('authorised')}
      />
      <Actions>
        <Button type="submit" busy={busy} disabledFocusable={blocked} onActivateWhileDisabled={showProblems}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
