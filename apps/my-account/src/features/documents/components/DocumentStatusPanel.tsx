import type { RefObject } from 'react';
import styled from 'styled-components';
import type { MembershipDocument } from '@leisure/api-contract/browser';
import {
  daysLeft,
  documentStatusExplanations,
  documentStatusLabels,
  fileSize,
  londonDate,
  longDate,
} from '../documentLabels.ts';

const Panel = styled.section<{ $tone: 'info' | 'success' | 'danger' }>`
  padding: ${({ theme }) => theme.spacing.m};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 6px solid
    ${({ theme, $tone }) =>
      $tone === 'danger' ? theme.colours.danger : $tone === 'success' ? theme.colours.success : theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.small};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.25rem;
  }

  h2:focus {
    outline: none;
  }

  p {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.m}`};
  margin: ${({ theme }) => theme.spacing.s} 0 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const toneOf = (status: MembershipDocument['status']) =>
  status === 'rejected' ? 'danger' : status === 'accepted' ? 'success' : 'info';

/**
 * Where the membership's proof stands, in words: the status, what it means, the reason of a rejection, the expiry of
 * an accepted document and the file last sent. Its heading takes focus after an upload, so the new status is read.
 */
export function DocumentStatusPanel({
  document,
  headingRef,
}: {
  document: MembershipDocument;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { status, file, rejectionReason, expiresOn, daysToExpiry } = document;
  return (
    <Panel $tone={toneOf(status)} aria-labelledby="document-status-heading">
      <h2 id="document-status-heading" ref={headingRef} tabIndex={-1}>
        Status: {documentStatusLabels[status]}
      </h2>
      <p>
        {status === 'accepted' && document.canUpload
          ? 'Your document expires soon. Send a new one so your membership carries on.'
          : documentStatusExplanations[status]}
      </p>
      <Facts>
        {status === 'rejected' && rejectionReason && (
          <>
            <dt>Reason</dt>
            <dd>{rejectionReason}</dd>
          </>
        )}
        {expiresOn && daysToExpiry !== null && (
          <>
            <dt>{daysToExpiry < 0 ? 'Expired' : 'Valid until'}</dt>
            <dd>
              {longDate(expiresOn)} ({daysToExpiry < 0 ? 'expired' : 'expires'} {daysLeft(daysToExpiry)})
            </dd>
          </>
        )}
        {file && (
          <>
            <dt>Document sent</dt>
            <dd>
              {file.fileName} ({fileSize(file.sizeBytes)}), {londonDate(file.uploadedAt)}
            </dd>
          </>
        )}
      </Facts>
    </Panel>
  );
}
