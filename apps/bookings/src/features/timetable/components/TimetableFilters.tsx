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
        <SelectField
          id={`${id}-category`}
          label="Category"
          value={filters.category ?? ''}
          onChange={(event) => onChange({ category: event.target.value || null, activityId: null })}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-activity`}
          label="Activity"
          value={filters.activityId === null ? '' : String(filters.activityId)}
          onChange={(event) => onChange({ activityId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">All activities</option>
          {choosable.map((activity) => (
            <option key={activity.id} value={activity.id}>
              {activity.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-time`}
          label="Time of day"
          value={filters.timeOfDay ?? ''}
          onChange={(event) => onChange({ timeOfDay: (event.target.value || null) as TimeOfDay | null })}
        >
          <option value="">Any time</option>
          {timesOfDay.map((time) => (
            <option key={time} value={time}>
              {timeOfDayLabels[time]}
            </option>
          ))}
        </SelectField>
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
