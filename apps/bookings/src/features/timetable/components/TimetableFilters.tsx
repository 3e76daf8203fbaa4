import { useId } from 'react';
import styled from 'styled-components';
import type { Activity, ActivityCategory } from '@leisure/api-contract/browser';
import { Button, CheckboxField, SelectField } from '@leisure/ui';
import {
  isFiltered,
  timeOfDayLabels,
  timesOfDay,
  type SessionFilters,
  type TimeOfDay,
} from '../rules/sessionFilters.ts';

const Panel = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.l} 0`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colours.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m} 0`};
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
  align-items: end;
  gap: ${({ theme }) => `0 ${theme.spacing.m}`};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => `0 ${theme.spacing.s}`};

    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.m};
  padding-bottom: ${({ theme }) => theme.spacing.l};

  > div {
    margin: 0;
  }
`;

/** One filter: its first option ("All categories") leaves it off. */
function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField id={id} label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{anyLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

export interface TimetableFiltersProps {
  filters: SessionFilters;
  categories: readonly Pick<ActivityCategory, 'slug' | 'name'>[];
  activities: readonly Pick<Activity, 'id' | 'name' | 'category'>[];
  onChange: (change: Partial<SessionFilters>) => void;
}

/** Narrow the day's sessions by category, activity and time of day, or to those with spaces. */
export function TimetableFilters({ filters, categories, activities, onChange }: TimetableFiltersProps) {
  const id = useId();
  const choosable = activities.filter((activity) => !filters.category || activity.category.slug === filters.category);
  return (
    <Panel>
      <legend>Filter sessions</legend>
      <Fields>
        <FilterSelect
          id={`${id}-category`}
          label="Category"
          anyLabel="All categories"
          value={filters.category ?? ''}
          choices={categories.map((category) => ({ value: category.slug, label: category.name }))}
          onChange={(value) => onChange({ category: value || null, activityId: null })}
        />
        <FilterSelect
          id={`${id}-activity`}
          label="Activity"
          anyLabel="All activities"
          value={filters.activityId === null ? '' : String(filters.activityId)}
          choices={choosable.map((activity) => ({ value: String(activity.id), label: activity.name }))}
          onChange={(value) => onChange({ activityId: value ? Number(value) : null })}
        />
        <FilterSelect
          id={`${id}-time`}
          label="Time of day"
          anyLabel="Any time"
          value={filters.timeOfDay ?? ''}
          choices={timesOfDay.map((time) => ({ value: time, label: timeOfDayLabels[time] }))}
          onChange={(value) => onChange({ timeOfDay: (value || null) as TimeOfDay | null })}
        />
        <Actions>
          <CheckboxField
            id={`${id}-spaces`}
            label="Only show sessions with spaces"
            checked={filters.withSpaces}
            onChange={(event) => onChange({ withSpaces: event.target.checked })}
          />
          {isFiltered(filters) && (
            <Button
              variant="link"
              onClick={() => onChange({ category: null, activityId: null, timeOfDay: null, withSpaces: false })}
            >
              Clear filters
            </Button>
          )}
        </Actions>
      </Fields>
    </Panel>
  );
}
