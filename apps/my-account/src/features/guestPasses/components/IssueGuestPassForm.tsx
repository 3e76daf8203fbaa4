import { useMemo } from 'react';
import { useController, useForm, type Control, type FieldErrors, type UseControllerReturn } from 'react-hook-form';
import type { GuestPass, GuestPassOverview } from '@leisure/api-contract/browser';
import { useIssueGuestPassMutation } from '@leisure/api-client/endpoints/guestPassesApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { FormFailureNotices, ukToday, useServerFormFailure } from '@leisure/form-kit';
import { Button, SelectField, TextField, type ErrorSummaryItem } from '@leisure/ui';
import { guestName } from '../guestPassLabels.ts';
import { issueFailureRules } from '../rules/issueFailureRules.ts';
import {
  emptyGuestPassValues,
  guestEmailProblem,
  guestNameProblem,
  guestPassFields,
  issueBody,
  visitDateLabel,
  venueProblem,
  visitDateOptions,
  visitDateProblem,
  type GuestPassFieldName,
  type GuestPassValues,
} from '../rules/guestPassRules.ts';

const ID_PREFIX = 'issue-guest-pass';
const fieldOrder: GuestPassFieldName[] = Object.values(guestPassFields);
const fieldId = (name: GuestPassFieldName) => `${ID_PREFIX}-${name}`;
const isField = (key: string): key is GuestPassFieldName => (fieldOrder as string[]).includes(key);

function summaryItems(errors: FieldErrors<GuestPassValues>): ErrorSummaryItem[] {
  return fieldOrder.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
}

/** A controlled field's wiring: its id and name, value, error and events. */
function bound({ field, fieldState }: UseControllerReturn<GuestPassValues>) {
  return {
    ref: field.ref,
    id: fieldId(field.name),
    name: field.name,
    error: fieldState.error?.message,
    value: field.value,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    onBlur: field.onBlur,
  };
}

interface FieldProps {
  control: Control<GuestPassValues>;
  name: GuestPassFieldName;
  label: string;
  validate: (value: string) => string | undefined;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}

function GuestTextField({ control, name, label, validate, required, hint, type = 'text', autoComplete }: FieldProps) {
  const controller = useController({
    control,
    name,
    rules: { validate: (value) => validate(value) ?? true },
  });
  return (
    <TextField
      {...bound(controller)}
      label={label}
      hint={hint}
      type={type}
      autoComplete={autoComplete}
      required={required}
    />
  );
}

/** The guest's own fields, in the form's order (decision 0401). */
const guestTextFields: Omit<FieldProps, 'control'>[] = [
  {
    name: guestPassFields.firstName,
    label: 'Guest’s first name',
    required: true,
    autoComplete: 'off',
    validate: (value) => guestNameProblem('first name', value),
  },
  {
    name: guestPassFields.lastName,
    label: 'Guest’s last name',
    required: true,
    autoComplete: 'off',
    validate: (value) => guestNameProblem('last name', value),
  },
  {
    name: guestPassFields.email,
    label: 'Guest’s email (optional)',
    hint: 'We’ll email the pass to your guest as well.',
    type: 'email',
    autoComplete: 'off',
    validate: guestEmailProblem,
  },
];

export interface IssueGuestPassFormProps {
  overview: GuestPassOverview;
  /** The venues a guest may visit, by name. */
  venues: readonly { slug: string; name: string }[];
  /** The member's home venue, chosen to start with (decision 0401's default). */
  homeVenueSlug: string | null;
  onIssued: (pass: GuestPass) => void;
}

/**
 * Issue a guest pass (decision 0401): the guest's first and last name, an optional email the pass is sent to, the
 * venue (the home venue to start with) and the visit date (today up to the booking window, a month with no pass left said in the option and refused with
 * the server's words). The page's checks are the server's; what it still refuses shows by the field.
 */
export function IssueGuestPassForm({ overview, venues, homeVenueSlug, onIssued }: IssueGuestPassFormProps) {
  const dispatch = useAppDispatch();
  const [issue] = useIssueGuestPassMutation();
  const failure = useServerFormFailure(issueFailureRules);
  const { allowances, bookAheadDays } = overview;
  const dates = useMemo(() => visitDateOptions(ukToday(), bookAheadDays, allowances), [bookAheadDays, allowances]);
  const venueOptions = useMemo(() => venues.map((venue) => ({ value: venue.slug, label: venue.name })), [venues]);
  const startValues: GuestPassValues = {
    ...emptyGuestPassValues,
    venueSlug: venues.some((venue) => venue.slug === homeVenueSlug) ? (homeVenueSlug ?? '') : '',
  };
  const { control, handleSubmit, setError, reset, formState } = useForm<GuestPassValues>({
    // The error summary takes focus (as every form here); react-hook-form would move it to the field instead.
    shouldFocusError: false,
    mode: 'onTouched',
    defaultValues: startValues,
  });
  const venue = useController({
    control,
    name: guestPassFields.venue,
    rules: { validate: (value) => venueProblem(value) ?? true },
  });
  const visitDate = useController({
    control,
    name: guestPassFields.visitDate,
    rules: { validate: (value) => visitDateProblem(value, allowances) ?? true },
  });

  async function send(values: GuestPassValues) {
    failure.clear();
    const result = await issue({ body: issueBody(values) });
    if (result.data) {
      const pass = result.data;
      reset(startValues);
      failure.reset();
      dispatch(
        showToast({
          content: `Guest pass ${pass.code} issued for ${guestName(pass)} on ${visitDateLabel(pass.visitDate)}.`,
          type: 'success',
        }),
      );
      onIssued(pass);
      return;
    }
    failure.show(
      result.error,
      (key) => (isField(key) ? key : undefined),
      (name, message) => setError(name as GuestPassFieldName, { type: 'server', message }),
    );
  }

  const submit = handleSubmit(send, failure.invalid);

  return (
    <form noValidate onSubmit={submit} aria-labelledby="issue-guest-pass-heading">
      <FormFailureNotices failure={failure} errors={summaryItems(formState.errors)} />
      {guestTextFields.map((field) => (
        <GuestTextField key={field.name} control={control} {...field} />
      ))}
      <SelectField
        {...bound(visitDate)}
        label="Visit date"
        hint={`From today up to ${bookAheadDays} days ahead.`}
        placeholder="Choose a date"
        options={dates}
        required
      />
      <SelectField
        {...bound(venue)}
        label="Venue"
        hint={homeVenueSlug ? 'Your home venue to start with; your guest can visit another.' : undefined}
        placeholder="Choose a venue"
        options={venueOptions}
        required
      />
      <Button type="submit" busy={formState.isSubmitting}>
        Issue guest pass
      </Button>
    </form>
  );
}
