import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '@leisure/ui';
import { RADIUS_MILES } from '../venueSearchConstants.ts';
import { radiusText } from '../search/resultHeader.ts';

const Field = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing.s};

  label {
    grid-column: 1 / -1;
    font-weight: 700;
  }
  output {
    min-width: 4.5em;
    font-weight: 700;
    text-align: right;
  }
`;

// A native range input: keyboard (arrows, Home, End) and screen readers work without extra code.
const Range = styled.input`
  width: 100%;
  min-height: 2.75rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colours.primary};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

/** "Search area": the search radius, 1 to 10 miles in steps of 1 (docs/product/joining.md §9), its value shown beside it. */
export function RadiusSlider({ miles, onChange }: { miles: number; onChange: (miles: number) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Search area</label>
      <Range
        id={id}
        type="range"
        min={RADIUS_MILES.min}
        max={RADIUS_MILES.max}
        step={RADIUS_MILES.step}
        value={miles}
        aria-valuetext={radiusText(miles)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id} aria-hidden="true">
        {radiusText(miles)}
      </output>
    </Field>
  );
}
