import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, cluster, DangerIcon, TextField, VisuallyHidden } from '@leisure/ui';
import type { SearchProblem } from '../hooks/useVenueSearch.ts';
import { MESSAGES } from '../venueSearchConstants.ts';
import { RadiusSlider } from './RadiusSlider.tsx';
import { listLabel, searchBoxLabel, type VenueWording } from '../venueWording.ts';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin-bottom: ${({ theme }) => theme.spacing.m};
`;

const SearchForm = styled.form`
  ${cluster('s', 'flex-end')}

  > :first-child {
    flex: 1 1 16rem;
    margin-bottom: 0;
  }
`;

const Row = styled.div`
  ${cluster('s')}
`;

const Problem = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;

  svg {
    flex: none;
    margin-top: 0.2em;
  }
`;

export interface SearchControlsProps {
  searchTerm: string;
  onSearchTermChange: (text: string) => void;
  onSubmit: () => void;
  isGeocoding: boolean;
  onUseMyLocation: () => void;
  isLocating: boolean;
  radiusMiles: number;
  onRadiusChange: (miles: number) => void;
  onClear: () => void;
  canSearchThisArea: boolean;
  onSearchThisArea: () => void;
  problem: SearchProblem | null;
  wording: VenueWording;
}

/** Use my location, the search box, the Search area slider, Clear search and Search this area (docs/product/joining.md §2). */
export function SearchControls(props: SearchControlsProps) {
  const locationProblemId = useId();
  const { problem } = props;
  const searchProblem = problem?.source === 'search' ? problem.message : undefined;
  const locationProblem = problem?.source === 'location' ? problem.message : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }

  return (
    <Panel>
      <Row>
        <Button
          variant="secondary"
          onClick={props.onUseMyLocation}
          busy={props.isLocating}
          aria-describedby={locationProblem ? locationProblemId : undefined}
        >
          {props.isLocating ? MESSAGES.searching : 'Use my location'}
        </Button>
        {props.canSearchThisArea && (
          <Button variant="secondary" onClick={props.onSearchThisArea}>
            Search this area
          </Button>
        )}
        <Button variant="link" onClick={props.onClear}>
          Clear search
        </Button>
      </Row>
      {locationProblem && (
        <Problem id={locationProblemId}>
          <DangerIcon />
          {locationProblem}
        </Problem>
      )}
      <SearchForm role="search" aria-label={listLabel(props.wording)} onSubmit={submit}>
        <TextField
          label={searchBoxLabel(props.wording)}
          value={props.searchTerm}
          onChange={(event) => props.onSearchTermChange(event.target.value)}
          error={searchProblem}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
        <Button type="submit" busy={props.isGeocoding}>
          Search
        </Button>
      </SearchForm>
      <RadiusSlider miles={props.radiusMiles} onChange={props.onRadiusChange} />
      {/* Problems appear next to their control; this announces them once as they appear. */}
      <VisuallyHidden role="alert">{problem?.message}</VisuallyHidden>
    </Panel>
  );
}
