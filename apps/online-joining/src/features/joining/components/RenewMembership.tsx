import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toApiError } from '@leisure/api-client';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { loginUrlFor, useCurrentUser } from '@leisure/auth';
import { useHrefTo } from '@leisure/layout';
import { ButtonLink, Spinner } from '@leisure/ui';
import { useRenewMembershipMutation } from '@leisure/api-client/endpoints/membershipsApi';
import { SubmitBanner } from './SubmitBanner.tsx';

/**
 * `/?renew={membershipId}` (decision 0917): a renewal needs no choices (same membership, no joining fee, starting the
 * day after the current one ends), so it goes straight into the joining cart and on to checkout, where the member
 * sees and agrees to what they pay. Too early or not renewable: the server's reason, and the way back.
 */
export function RenewMembership({ membershipId }: { membershipId: number }) {
  const { loggedIn } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const hrefTo = useHrefTo();
  const [renew] = useRenewMembershipMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!loggedIn || asked.current) return;
    asked.current = true;
    renew({ params: { membershipId }, body: {} })
      .unwrap()
      .then(() => {
        dispatch(showToast({ content: 'Membership added to basket.', type: 'success' }));
        void navigate('/checkout', { replace: true });
      })
      .catch((error: unknown) => setFailure(toApiError(error).message));
  }, [dispatch, loggedIn, membershipId, navigate, renew]);

  if (!loggedIn) return <Navigate to={loginUrlFor(location)} replace />;
  if (!failure) return <Spinner label="Adding your renewal to the basket" />;
  return (
    <>
      <SubmitBanner message={failure} />
      <ButtonLink href={hrefTo({ app: 'myAccount', path: '/memberships' })}>Back to my memberships</ButtonLink>
    </>
  );
}
