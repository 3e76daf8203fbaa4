import styled from 'styled-components';
import { useGetClientQuery } from '@leisure/api-client/endpoints/siteApi';
import { londonDate, prettyDate } from '@leisure/dates';
import { Link, stack, WarningIcon } from '@leisure/ui';
import { documentUploadPath, expiryWording, type AccountAlert } from '../rules/accountAlerts.ts';

const AlertList = styled.ul`
  ${stack('s')}
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  padding: 0;
  list-style: none;
`;

/** Shown by shape (the icon and the heading) as well as colour (WCAG 1.4.1). */
const AlertItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.spacing.s};
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colours.warningSurface};

  > svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxs};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing.xxs};
  }
  /* The brand's link colour is tuned for the page background, not this tint: text colour, told apart by underline. */
  a {
    color: ${({ theme }) => theme.colours.text};
  }
`;

function alertKey(alert: AccountAlert): string {
  if (alert.kind === 'uploadRequired') return `upload-${alert.membership?.id ?? 'any'}`;
  if (alert.kind === 'lessonOffer') return `lesson-${alert.offerId}`;
  return alert.kind;
}

/** "01632 960 123" → "tel:01632960123". */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Penalties are settled with the operator: the sandbox has no way to pay them online (decision 0421). */
function PenaltiesAlert() {
  const { data: client } = useGetClientQuery();
  return (
    <>
      <h3>You have outstanding penalties</h3>
      <p>You cannot book activities until they are paid.</p>
      {client && (
        <p>
          To pay them, call <Link href={telHref(client.supportPhone)}>{client.supportPhone}</Link> or email{' '}
          <Link href={`mailto:${client.supportEmail}`}>{client.supportEmail}</Link>.
        </p>
      )}
    </>
  );
}

function DocumentExpiringAlert({ alert }: { alert: Extract<AccountAlert, { kind: 'documentExpiring' }> }) {
  const expired = alert.daysToExpiry < 0;
  return (
    <>
      <h3>{`Your proof of eligibility ${expiryWording(alert.daysToExpiry)}`}</h3>
      <p>
        {expired ? 'Upload a new document to keep your membership.' : 'Upload a new document before it expires.'}{' '}
        <Link href={alert.membershipId === null ? '/memberships' : documentUploadPath(alert.membershipId)}>
          Upload a new document
        </Link>
      </p>
    </>
  );
}

function UploadRequiredAlert({ alert }: { alert: Extract<AccountAlert, { kind: 'uploadRequired' }> }) {
  const { membership, rejectionReason } = alert;
  if (!membership) {
    return (
      <>
        <h3>Upload proof of eligibility</h3>
        <p>
          A membership of yours needs a document showing you are eligible for it.{' '}
          <Link href="/memberships">Go to your memberships</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h3>{`Upload proof of eligibility for ${membership.name}`}</h3>
      {rejectionReason ? (
        <p>{`We could not accept the document you sent: ${rejectionReason}`}</p>
      ) : (
        <p>{`Your ${membership.name} membership needs a document showing you are eligible for it.`}</p>
      )}
      <p>
        {/* The name starts with the visible text and tells one membership's link from another's (docs/product/platform.md D19). */}
        <Link href={documentUploadPath(membership.id)} aria-label={`Upload proof of eligibility, ${membership.name}`}>
          Upload proof of eligibility
        </Link>
      </p>
    </>
  );
}

/** A lesson place or move-up to answer before its deadline: the offer's page answers it (docs/decisions/0595). */
function LessonOfferAlert({ alert }: { alert: Extract<AccountAlert, { kind: 'lessonOffer' }> }) {
  const what = alert.moveUp ? 'is ready to move up' : 'has been offered a place in a class';
  return (
    <>
      <h3>{`${alert.firstName} ${what}`}</h3>
      <p>
        {`Answer by ${prettyDate(londonDate(new Date(alert.expiresAt)))}. `}
        <Link href={`/lessons/offers/${alert.offerId}`} aria-label={`See the offer for ${alert.firstName}`}>
          See the offer
        </Link>
      </p>
    </>
  );
}

/** What the customer has to act on, each with what to do; nothing at all when all is well. */
export function AccountAlerts({ alerts }: { alerts: readonly AccountAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="account-alerts-heading">
      <h2 id="account-alerts-heading">Needs your attention</h2>
      <AlertList>
        {alerts.map((alert) => (
          <AlertItem key={alertKey(alert)}>
            <WarningIcon />
            <div>
              {alert.kind === 'penalties' && <PenaltiesAlert />}
              {alert.kind === 'documentExpiring' && <DocumentExpiringAlert alert={alert} />}
              {alert.kind === 'uploadRequired' && <UploadRequiredAlert alert={alert} />}
              {alert.kind === 'lessonOffer' && <LessonOfferAlert alert={alert} />}
            </div>
          </AlertItem>
        ))}
      </AlertList>
    </section>
  );
}
