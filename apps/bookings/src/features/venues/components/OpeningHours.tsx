import { Fragment } from 'react';
import styled from 'styled-components';
import type { OpeningDay } from '@leisure/api-contract';
import { openingHoursLines } from '../rules/openingHoursLines.ts';

const Hours = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: 0;

  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

/** The venue's week, days with the same hours together: "Mon–Fri 6:30am–10pm" (decision 0020). */
export function OpeningHours({ week }: { week: OpeningDay[] }) {
  return (
    <Hours>
      {openingHoursLines(week).map((line) => (
        <Fragment key={line.days}>
          <dt>{line.days}</dt>
          <dd>{line.hours}</dd>
        </Fragment>
      ))}
    </Hours>
  );
}
