import styled from 'styled-components';
import { Button } from '@leisure/ui';
import { useAppUpdate } from './appUpdate.ts';

const Bar = styled.div`
  position: fixed;
  inset: auto ${({ theme }) => theme.spacing.m} ${({ theme }) => theme.spacing.m};
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.s} ${({ theme }) => theme.spacing.m};
  max-width: 36rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.s} ${theme.spacing.m}`};
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);

  p {
    margin: 0;
  }
`;

/**
 * "A new version of this site is ready" with Reload, once a new build's service worker waits
 * (docs/decisions/0037): the page keeps running the build it loaded, whose chunks its worker still has, until the
 * person chooses; Reload lets the new worker take over and loads the page again from it.
 */
export function AppUpdateBanner() {
  const apply = useAppUpdate();
  return (
    // A live region without the status role: it is on every page, empty until an update waits, and must not be taken
    // for the page's own status messages.
    <div aria-live="polite">
      {apply && (
        <Bar>
          <p>A new version of this site is ready.</p>
          <Button size="small" onClick={apply}>
            Reload
          </Button>
        </Bar>
      )}
    </div>
  );
}
