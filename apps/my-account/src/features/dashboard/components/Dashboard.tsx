import styled from 'styled-components';
import { useCurrentUser } from '@leisure/auth';
import { FullPageError, Spinner } from '@leisure/ui';
import { SectionCards } from './SectionCards.tsx';

const Greeting = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.xl}`};
  margin: 0;

  div {
    display: flex;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  dt {
    color: ${({ theme }) => theme.colours.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The account dashboard: a greeting with the customer's key facts, and the way to each account page. */
export function Dashboard() {
  const { user, isLoading, error } = useCurrentUser();
  if (error) return <FullPageError />;
  if (isLoading || !user) return <Spinner label="Loading your account" size="2rem" />;
  return (
    <>
      <Greeting>
        <h1>Hello, {user.firstName}</h1>
        <Facts>
          <div>
            <dt>Customer ID</dt>
            <dd>{user.reference}</dd>
          </div>
          {user.membershipUser && (
            <div>
              <dt>Home venue</dt>
              <dd>{user.membershipUser.venue.name}</dd>
            </div>
          )}
          <div>
            <dt>Account credit</dt>
            <dd>{user.credit.formatted}</dd>
          </div>
        </Facts>
      </Greeting>
      <SectionCards />
    </>
  );
}
