import styled from 'styled-components';
import { Button, TextField } from '@leisure/ui';
import { isWithinBounds, type StartDateBounds } from '../startDateRules.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.s};
`;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: 700;
    font-size: 1.125rem;
  }
`;

export interface StartDateChoiceProps {
  value: string;
  bounds: StartDateBounds;
  onChange: (isoDate: string) => void;
  error?: string;
}

/** docs/product/joining.md §2 section 5: Today and Tomorrow shortcuts or a picked date, within the allowed range. */
export function StartDateChoice({ value, bounds, onChange, error }: StartDateChoiceProps) {
  const shortcuts = [
    ['Today', bounds.today],
    ['Tomorrow', bounds.tomorrow],
  ] as const;
  return (
    <Fieldset>
      <legend>Start date</legend>
      <Row>
        {shortcuts.map(([label, date]) => (
          <Button
            key={label}
            variant={value === date ? 'primary' : 'secondary'}
            aria-pressed={value === date}
            onClick={() => onChange(date)}
            disabled={!isWithinBounds(date, bounds)}
          >
            {label}
          </Button>
        ))}
        <TextField
          type="date"
          label="Or choose a date"
          value={value}
          min={bounds.min}
          max={bounds.max}
          error={error}
          onChange={(event) => {
            // A date outside the range is refused: the picker shows only allowed days, typing is checked here.
            if (event.target.value && isWithinBounds(event.target.value, bounds)) onChange(event.target.value);
          }}
        />
      </Row>
    </Fieldset>
  );
}
