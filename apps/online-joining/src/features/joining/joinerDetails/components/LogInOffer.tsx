import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { loginUrlFor } from '@leisure/auth';
import { ButtonLink } from '@leisure/ui';

const Offer = styled.section`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
  padding: ${({ theme }) => `${theme.spacing.m} ${theme.spacing.l}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid ${({ theme }) => theme.colours.primaryOnBackground};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.m};
  }
`;

const HEADING_ID = 'register-log-in-offer';

/**
 * Before the registration fields: log in instead. Registering answers alike for every email (decision 0110), so
 * the form cannot tell someone afterwards that they already have an account; it offers log-in up front, to the
 * joining log-in page (decision 0915), which brings them back here.
 */
export function LogInOffer() {
  const location = useLocation();
  return (
    <Offer aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID}>Already have an account?</h3>
      <p>Log in to join with it. No need to create another.</p>
      <ButtonLink href={loginUrlFor(location)} variant="secondary">
        Log in
      </ButtonLink>
    </Offer>
  );
}
