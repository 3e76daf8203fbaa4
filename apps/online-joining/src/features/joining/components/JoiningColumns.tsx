import type { ReactNode } from 'react';
import styled from 'styled-components';
import { journeyColumns } from './journeyColumns.ts';

const Columns = styled.div`
  ${journeyColumns('22rem')}

  /* "Your selection" comes first on small screens, so the price is seen before the steps. */
  ${({ theme }) => theme.media.belowTablet} {
    > aside {
      order: -1;
    }
  }
`;

const Sticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.spacing.m};
`;

/** The sections beside the payment summary (above them below tablet width). */
export function JoiningColumns({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Columns>
      <div>{children}</div>
      <aside aria-label="Your selection">
        <Sticky>{summary}</Sticky>
      </aside>
    </Columns>
  );
}
