import { useId } from 'react';
import styled from 'styled-components';
import type { LessonProgramme } from '@leisure/api-contract/browser';
import { Button, SelectField, TextField } from '@leisure/ui';
import { isFiltered, partOfDayLabels, partsOfDay, weekdayNames, type LessonSearch } from '../rules/lessonSearch.ts';

const Panel = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.l}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  }

  legend {
    float: left;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    padding: 0;
    font-weight: 700;
  }
`;

const Fields = styled.div`
  clear: both;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
  gap: ${({ theme }) => `0 ${theme.spacing.m}`};
`;

export interface LessonFiltersProps {
  search: LessonSearch;
  programmes: readonly LessonProgramme[];
  venues: readonly { slug: string; name: string }[];
  /** The API's message about the age, shown by the field with what was typed kept. */
  ageError: string | undefined;
  onChange: (change: Partial<LessonSearch>) => void;
}

/**
 * Find a class by the learner's age or a level, a venue, a weekday and a part of the day (docs/decisions/0594). The
 * timetable's filters choose sessions by category and activity, so these are their own, built from the same
 * fields of the UI kit and kept in the address the same way.
 */
export function LessonFilters({ search, programmes, venues, ageError, onChange }: LessonFiltersProps) {
  const id = useId();
  return (
    <Panel>
      <legend>Find a class</legend>
      <Fields>
        <TextField
          id={`${id}-age`}
          label="Learner’s age"
          hint="In years"
          inputMode="numeric"
          autoComplete="off"
          width="short"
          value={search.age}
          error={ageError}
          onChange={(event) => onChange({ age: event.target.value })}
        />
        <SelectField
          id={`${id}-level`}
          label="Level"
          value={search.levelId === null ? '' : String(search.levelId)}
          onChange={(event) => onChange({ levelId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any level</option>
          {programmes.map((programme) => (
            <optgroup key={programme.id} label={programme.name}>
              {programme.levels.map((level) => (
                <option key={level.id} value={level.id}>
                  {level.name}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-venue`}
          label="Venue"
          value={search.venue ?? ''}
          onChange={(event) => onChange({ venue: event.target.value || null })}
        >
          <option value="">Any venue</option>
          {venues.map((venue) => (
            <option key={venue.slug} value={venue.slug}>
              {venue.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-day`}
          label="Day"
          value={search.weekday === null ? '' : String(search.weekday)}
          onChange={(event) => onChange({ weekday: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Any day</option>
          {weekdayNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-time`}
          label="Time of day"
          value={search.partOfDay ?? ''}
          onChange={(event) => onChange({ partOfDay: (event.target.value || null) as LessonSearch['partOfDay'] })}
        >
          <option value="">Any time</option>
          {partsOfDay.map((part) => (
            <option key={part} value={part}>
              {partOfDayLabels[part]}
            </option>
          ))}
        </SelectField>
      </Fields>
      {isFiltered(search) && (
        <Button
          variant="link"
          onClick={() => onChange({ age: '', levelId: null, venue: null, weekday: null, partOfDay: null })}
        >
          Clear filters
        </Button>
      )}
    </Panel>
  );
}
