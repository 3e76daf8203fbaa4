import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMembershipDocumentQuery } from '@leisure/api-client/endpoints/documentsApi';
import { usePageTitle } from '@leisure/theme';
import { PageBreadcrumbs } from '@leisure/layout';
import { FullPageError, Link, NotFound, Spinner } from '@leisure/ui';
import { DocumentStatusPanel } from './DocumentStatusPanel.tsx';
import { DocumentUploadForm } from './DocumentUploadForm.tsx';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};
  max-width: 44rem;

  h1 {
    margin: 0;
  }

  p {
    margin: 0;
  }
`;

const TITLE = 'Proof of eligibility';

/**
 * /memberships/{id}/document (02-online-joining §1, docs/decisions/0451): a membership's proof of eligibility,
 * its status (awaiting upload, under review, accepted, rejected with the reason) and the form to send one or
 * replace one under review or rejected. Another customer's membership, or an unknown id, is not found.
 */
export function MembershipDocumentPage() {
  usePageTitle(TITLE);
  const { membershipId = '' } = useParams();
  const id = Number(membershipId);
  const valid = /^\d{1,9}$/.test(membershipId) && id >= 1;
  const { data: document, error } = useGetMembershipDocumentQuery({ params: { membershipId: id } }, { skip: !valid });
  const statusHeadingRef = useRef<HTMLHeadingElement>(null);

  if (!valid) return <NotFound />;
  if (error) return 'status' in error && error.status === 404 ? <NotFound /> : <FullPageError />;
  if (!document) return <Spinner label="Loading your proof of eligibility" size="2rem" />;
  return (
    <Sections>
      <PageBreadcrumbs items={[{ label: 'Memberships', href: '/memberships' }, { label: TITLE }]} />
      <h1>{TITLE}</h1>
      <p>
        For your <strong>{document.membershipName}</strong> membership
        {document.eligibility ? ` (${document.eligibility})` : ''}.
      </p>
      <DocumentStatusPanel document={document} headingRef={statusHeadingRef} />
      {document.canUpload ? (
        <DocumentUploadForm document={document} onUploaded={() => statusHeadingRef.current?.focus()} />
      ) : (
        <p>
          <Link href="/memberships">Back to your memberships</Link>
        </p>
      )}
    </Sections>
  );
}
