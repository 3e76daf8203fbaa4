import styled from 'styled-components';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { DetailsForm } from '@leisure/layout/detailsForm';
import { usePageTitle } from '@leisure/theme';
import { panel } from '@leisure/ui';
import { ProfilePhoto } from '../../profilePhoto/index.ts';
import { userDetailsMessages } from '../userDetailsMessages.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/**
 * One column on a phone (photo, details, password); from tablet width up the details on the left and the photo and
 * password beside them, so the long form does not push Change password out of sight.
 */
const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xl};
  align-items: start;

  h1 {
    margin: 0;
  }

  ${({ theme }) => theme.media.desktopUp} {
    h1 {
      grid-area: title;
    }
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas: 'title title' 'details photo' 'details password';
  }
`;

const Panel = styled.section<{ $area: 'details' | 'password' }>`
  ${panel}

  ${({ theme }) => theme.media.desktopUp} {
    grid-area: ${({ $area }) => $area};
  }
`;

/** The photo's own section (features/profilePhoto) in a panel like the others. */
const PhotoPanel = styled.div`
  ${panel}

  ${({ theme }) => theme.media.desktopUp} {
    grid-area: photo;
  }
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.l};
`;

/** Label and value side by side; on a phone the value under its label, so a long email address keeps whole. */
const Account = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.m}`};
  margin: 0 0 ${({ theme }) => theme.spacing.l};

  dt {
    color: ${({ theme }) => theme.colours.mutedText};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.spacing.s};
    }
  }
`;

/**
 * My details (docs/product/account.md D27): who the account is, the user's data fields with "Save changes", and
 * "Change password", with the profile photo (features/profilePhoto) first.
 */
export function UserDetailsPage() {
  usePageTitle('My details');
  const { user } = useCurrentUser();
  const dispatch = useAppDispatch();
  return (
    <Page>
      <h1>My details</h1>
      <PhotoPanel>
        <ProfilePhoto />
      </PhotoPanel>
      <Panel $area="details" aria-labelledby="personal-details-heading">
        <h2 id="personal-details-heading">Personal details</h2>
        {user && (
          <Account>
            <dt>Name</dt>
            <dd>
              {user.firstName} {user.lastName}
            </dd>
            <dt>Email address</dt>
            <dd>{user.email}</dd>
            <dt>Customer ID</dt>
            <dd>{user.reference}</dd>
          </Account>
        )}
        <Intro>
          Keep these up to date so that your centre can reach you, or your emergency contact, when it needs to.
        </Intro>
        <DetailsForm
          idPrefix="my-details"
          labelledBy="personal-details-heading"
          submitLabel="Save changes"
          onSaved={() => dispatch(showToast({ content: userDetailsMessages.saved, type: 'success' }))}
        />
      </Panel>
      <Panel $area="password" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <Intro>Changing your password logs you out on every other device.</Intro>
        <ChangePasswordForm labelledBy="change-password-heading" />
      </Panel>
    </Page>
  );
}
