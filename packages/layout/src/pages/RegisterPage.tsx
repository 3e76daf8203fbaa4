import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GuestOnly, LOGIN_PATH } from '@leisure/auth';
import { RegistrationForm, type RegistrationFormProps } from '@leisure/auth/registration';
import { usePageTitle } from '@leisure/theme';
import { Link } from '@leisure/ui';

const Page = styled.section`
  max-width: 40rem;
  margin: 0 auto;

  h1 {
    margin-top: 0;
  }
`;

/** `/login` with the same `redirect`, for someone who finds they have an account after all. */
function LogInLink() {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const href = redirect ? `${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}` : LOGIN_PATH;
  return (
    <p>
      Already have an account? <Link href={href}>Log in</Link>
    </p>
  );
}

export interface RegisterPageProps {
  /** The front end the account is made from (the API's `source`). */
  source: RegistrationFormProps['source'];
}

/**
 * `/register` in bookings and my-account (docs/product/bookings.md D25): joining's registration form. Once the new
 * account is logged in, GuestOnly sends it to the safe `redirect` or `/` (in bookings, KeptBasketChoice then adds
 * what the visitor chose before: decision 0321).
 */
export function RegisterPage({ source }: RegisterPageProps) {
  usePageTitle('Create an account');
  return (
    <GuestOnly fallback="/">
      <Page aria-labelledby="register-heading">
        <h1 id="register-heading">Create an account</h1>
        <LogInLink />
        {/* GuestOnly leaves the page as soon as the account is logged in: nothing more to do here. */}
        <RegistrationForm source={source} onCompleted={() => undefined} />
      </Page>
    </GuestOnly>
  );
}
