import styled from 'styled-components';
import { useAppSelector } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { ButtonLink } from '@leisure/ui';
import { useCustomerSelection } from '../hooks/useCustomerSelection.ts';
import { selectSelectedCustomer } from '../state/frontOfHouseSlice.ts';
import { FIND_CUSTOMER_PARAM } from './findCustomerParam.ts';
import { customerName } from './customerName.ts';

const Steps = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => `${theme.spacing.l} 0`};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.surface};

  h2 {
    flex: 1 0 100%;
    margin: 0;
    font-size: 1.25rem;
  }
`;

export interface DeskNextStepsProps {
  /** A bookings path as a link from this page (the page's useHrefTo for bookings). */
  bookingsHref: (path: string) => string;
  /** The venue the order was booked at, whose timetable "Book another" opens; else the desk's venue. */
  venueSlug?: string | null;
}

/**
 * After an order at the desk (issue 23, docs/decisions/0025): "Book another for Sam Patel" keeps serving Sam and goes
 * back to the timetable; "Next customer" ends serving (the selection cleared, here and in the kept cookie) and goes
 * back to the search, opened on the desk venue's timetable. Shown only to staff who are serving someone.
 */
export function DeskNextSteps({ bookingsHref, venueSlug = null }: DeskNextStepsProps) {
  const { user } = useCurrentUser();
  const customer = useAppSelector(selectSelectedCustomer);
  const { clear } = useCustomerSelection(user?.id ?? 0);
  if (user?.role !== 'staff' || !customer) return null;
  const deskVenue = user.homeVenueSlug;
  const timetable = (slug: string | null) => (slug ? `/location/${slug}` : '/');
  const search = `${timetable(deskVenue)}?${FIND_CUSTOMER_PARAM}=1`;
  return (
    <Steps aria-labelledby="desk-next-steps">
      <h2 id="desk-next-steps">At the desk</h2>
      <ButtonLink href={bookingsHref(timetable(venueSlug ?? deskVenue))}>
        Book another for {customerName(customer)}
      </ButtonLink>
      <ButtonLink variant="secondary" href={bookingsHref(search)} onClick={clear}>
        Next customer
      </ButtonLink>
    </Steps>
  );
}
