import type { SessionCartItem } from '@leisure/api-contract/browser';
import { useGetSessionQuery } from '@leisure/api-client/endpoints/activitiesApi';
import { SelectField, type SelectOption } from '@leisure/ui';
import { formatMoney } from '@leisure/payment';

export interface PricingOptionSelectProps {
  line: SessionCartItem;
  /** What tells this line apart, added to the select's name (platform D19: the visible "Price" first). */
  name: string;
  onChange: (pricingOptionId: number) => void;
  disabled?: boolean;
}

const optionLabel = (option: { name: string; price: { amount: number } }) =>
  `${option.name}, ${formatMoney(option.price.amount)}`;

/**
 * The line's price, changeable to another the attendee may book at (GET the session with attendee_id: each price
 * says whether they may). Until the session answers, or when there is no other, the current price is just said.
 */
export function PricingOptionSelect({ line, name, onChange, disabled = false }: PricingOptionSelectProps) {
  const { data: session } = useGetSessionQuery({
    params: { sessionId: line.session.id },
    query: { attendeeId: line.attendee.id },
  });
  const current = line.pricingOption;
  const others = (session?.pricingOptions ?? []).filter(
    (option) => option.id !== current.id && option.eligibility?.canBook !== false,
  );
  // Nothing to choose between: the price is just said.
  if (others.length === 0) return <p>Price: {optionLabel(current)}</p>;
  const options: SelectOption[] = [
    { value: String(current.id), label: optionLabel(current) },
    ...others.map((option) => ({ value: String(option.id), label: optionLabel(option) })),
  ];
  return (
    <SelectField
      label="Price"
      aria-label={`Price, ${name}`}
      options={options}
      value={String(current.id)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      width="medium"
    />
  );
}
