import styled from 'styled-components';
import type { Activity } from '@leisure/api-contract/browser';
import { Button, cardGrid } from '@leisure/ui';
import { groupByCategory } from '../rules/activityGroups.ts';
import { activityPriceLabel } from '../rules/sessionLabels.ts';

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.l};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.s};
    font-size: 1.25rem;
  }
`;

const Grid = styled.ul`
  ${cardGrid('15rem')}
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-top: 4px solid ${({ theme }) => theme.colours.secondary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.background};

  h4 {
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.mutedText};
    font-size: 0.9375rem;
  }
  > button {
    align-self: flex-start;
    margin-top: auto;
  }
`;

const From = styled.p`
  && {
    color: ${({ theme }) => theme.colours.text};
    font-weight: 700;
  }
`;

export interface ActivitiesByCategoryProps {
  activities: readonly Activity[];
  /** Shows the activity's sessions in the timetable. */
  onShowSessions: (activity: Activity) => void;
}

/** The venue's activities under their category headings, each with its prices by name, level and ages. */
export function ActivitiesByCategory({ activities, onShowSessions }: ActivitiesByCategoryProps) {
  if (activities.length === 0) return <p>This venue has no activities to book online at the moment.</p>;
  return (
    <>
      {groupByCategory(activities).map(({ category, activities: inCategory }) => (
        <Group key={category.slug} aria-labelledby={`category-${category.slug}`}>
          <h3 id={`category-${category.slug}`}>{category.name}</h3>
          <Grid>
            {inCategory.map((activity) => (
              <Card key={activity.id}>
                <h4>{activity.name}</h4>
                <p>
                  {activity.level} · {activity.ageRange.label} · {activity.durationMinutes} min
                </p>
                <From>{activityPriceLabel(activity)}</From>
                <Button
                  variant="link"
                  aria-label={`See sessions, ${activity.name}`}
                  onClick={() => onShowSessions(activity)}
                >
                  See sessions
                </Button>
              </Card>
            ))}
          </Grid>
        </Group>
      ))}
    </>
  );
}
