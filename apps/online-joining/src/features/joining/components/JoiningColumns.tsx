import type { ReactNode } from 'react';
import styled from 'styled-components';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 22rem;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  ${({ theme }) => theme.media.belowTablet} {
    grid-template-columns: minmax(0, 1fr);

    /* "Your selection" comes first on small screens, so the price is seen before the steps. */
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
