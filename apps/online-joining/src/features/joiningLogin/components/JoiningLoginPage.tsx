import { GuestOnly, LoginForm } from '@leisure/auth';
import { usePageTitle } from '@leisure/theme';
import { ButtonLink } from '@leisure/ui';
import { useJoiningHomePath } from '../hooks/useJoiningHomePath.ts';
import { Columns, Panel } from './loginPageStyles.ts';

/**
 * Online joining's /login (docs/product/joining.md §2), for visitors only: log in with an email address or customer ID, or carry on
 * as a guest. A logged-in user, already or the moment the log-in succeeds, goes to a safe `redirect`, otherwise back
 * into the joining page (docs/product/platform.md D6) with the session's kiosk, embedded and centre flags.
 */
export function JoiningLoginPage() {
  usePageTitle('Log in');
  const joiningHome = useJoiningHomePath();
  return (
    <GuestOnly fallback={joiningHome}>
      <Columns>
        <Panel aria-labelledby="joining-login-heading">
          <h1 id="joining-login-heading">Already have an online account?</h1>
          <p>Log in with the email address or customer ID on your account.</p>
          <LoginForm forgottenPasswordLabel="I have forgotten my password" />
        </Panel>
        <Panel aria-labelledby="joining-guest-heading">
          <h2 id="joining-guest-heading">Continue without signing in</h2>
          <p>You can create an account as part of buying your membership.</p>
          <ButtonLink href={joiningHome} variant="secondary">
            I don&apos;t have an account
          </ButtonLink>
        </Panel>
      </Columns>
    </GuestOnly>
  );
}
