import styled from 'styled-components';
import { focusVisible, NavigationAnchor } from '@leisure/ui';
import { bookingsViews, type BookingsView } from './bookingsViews.ts';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`;

// 44 px targets; the current one is marked by a thick underline and bold text, not by colour alone.
const ViewLink = styled(NavigationAnchor)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.m};
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;
  border-bottom: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.small} ${({ theme }) => theme.radii.small} 0 0;

  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.colours.primaryOnBackground};
  }
  ${focusVisible}
`;

/** "Upcoming" and "Past": two links in a navigation named "Bookings" (docs/product/account.md D28). */
export function BookingsNav({ view }: { view: BookingsView }) {
  return (
    <nav aria-label="Bookings">
      <List>
        {(['upcoming', 'past'] as const).map((each) => (
          <li key={each}>
            <ViewLink href={bookingsViews[each].path} aria-current={each === view ? 'page' : undefined}>
              {bookingsViews[each].label}
            </ViewLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
