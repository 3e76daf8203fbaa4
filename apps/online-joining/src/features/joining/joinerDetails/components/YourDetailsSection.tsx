import styled from 'styled-components';
import { detailsMessages, RegistrationForm } from '@leisure/auth/registration';
import { DetailsForm } from '@leisure/layout/detailsForm';
import { LogInOffer } from './LogInOffer.tsx';

const Notice = styled.p`
  max-width: 40rem;
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

export interface YourDetailsSectionProps {
  isLoggedIn: boolean;
  userFullName?: string;
  onCompleted: () => void;
}

/**
 * Section 3 "Your details" (docs/product/joining.md §2). A logged-in user's personal details are read-only here; they answer the
 * membership-purchase questions and continue. A guest registers: the data fields, a password, the account terms,
 * then Create Account, which logs the new account in.
 */
export function YourDetailsSection({ isLoggedIn, userFullName, onCompleted }: YourDetailsSectionProps) {
  if (!isLoggedIn) return <RegistrationForm source="online-joining" onCompleted={onCompleted} intro={<LogInOffer />} />;
  return (
    <>
      {userFullName && (
        <p>
          Logged in as <strong>{userFullName}</strong>
        </p>
      )}
      <Notice>{detailsMessages.loggedInNotice}</Notice>
      <DetailsForm
        idPrefix="member-details"
        label="Your membership details"
        submitLabel="Continue"
        onSaved={onCompleted}
      />
    </>
  );
}
