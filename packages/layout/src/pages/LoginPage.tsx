import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GuestOnly, LoginForm, useCurrentUser } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { Link } from '@leisure/ui';
import { loginFirstScreen } from './loginFirstScreen.ts';

const Panel = styled.section`
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.xl};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.large};

  h1 {
    margin-top: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing.l} 0;
    border: 0;
  }
`;

export interface LoginPageProps {
  /** Where a logged-in user lands without a usable redirect (docs/product/platform.md D6). */
  fallback?: string;
  /** The front end's registration page (docs/product/bookings.md D25), linked with the same `redirect`. */
  registerPath?: string;
  /**
   * Where staff land without a usable redirect, from their desk's venue (their home venue): bookings opens its
   * timetable, so the desk starts where it stands (docs/decisions/0025).
   */
  staffLanding?: (deskVenueSlug: string) => string;
  /** Where a member of staff who teaches lands instead: their day's classes (docs/decisions/0596). */
  teacherLanding?: string;
}

/** `registerPath`, passing on the `redirect` this page was given. */
function RegisterLink({ registerPath }: { registerPath: string }) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const href = redirect ? `${registerPath}?${new URLSearchParams({ redirect }).toString()}` : registerPath;
  return (
    <p>
      New here? <Link href={href}>Create an account</Link>
    </p>
  );
}

/**
 * Every front end's /login: the log-in form for a visitor; once logged in, the `redirect` parameter when it is a
 * safe same-site path, otherwise `fallback` (docs/product/platform.md D6).
 */
export function LoginPage({ fallback = '/', registerPath, staffLanding, teacherLanding }: LoginPageProps) {
  usePageTitle('Log in');
  const { user } = useCurrentUser();
  const deskVenue = user?.role === 'staff' ? user.homeVenueSlug : null;
  const teacher = user?.role === 'staff' && user.teaches === true;
  const landing =
    teacher && teacherLanding ? teacherLanding : staffLanding && deskVenue ? staffLanding(deskVenue) : fallback;
  return (
    <GuestOnly fallback={landing}>
      <Panel aria-labelledby="login-heading">
        <h1 id="login-heading">{loginFirstScreen.heading}</h1>
        <p>{loginFirstScreen.intro}</p>
        <LoginForm />
        {registerPath && <RegisterLink registerPath={registerPath} />}
      </Panel>
    </GuestOnly>
  );
}
