import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { MembershipDocument, ValidationMessages } from '@leisure/api-contract/browser';
import { useUploadMembershipDocumentMutation } from '@leisure/api-client/endpoints/documentsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { Button, Spinner, TextField, ValidationErrors } from '@leisure/ui';
import { documentRules } from '../documentLabels.ts';
import { useChosenFile } from '../hooks/useChosenFile.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  justify-items: start;

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  input[type='file'] {
    max-width: 100%;
  }
`;

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: 0;
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 700;
`;

const FILE_INPUT_ID = 'membership-document-file';

const headingFor = (status: MembershipDocument['status']) =>
  status === 'under-review' || status === 'rejected'
    ? 'Replace your document'
    : status === 'accepted'
      ? 'Send your new document'
      : 'Send your document';

/** The server's messages for the file's fields (content, content type, name) all belong to the one file input. */
const fileMessage = (messages: ValidationMessages) =>
  [...(messages.content ?? []), ...(messages.contentType ?? []), ...(messages.fileName ?? [])][0];

/**
 * Choosing and sending a proof of eligibility: the file is checked in the browser when chosen (PDF, JPEG or PNG by
 * its first bytes, up to 5 MB), with the message by the field and focus on it; the button says "Uploading…" while
 * it is sent. Server messages show by the field and under "Validation errors". On success a toast says so and
 * focus moves to the new status (`onUploaded`).
 */
export function DocumentUploadForm({ document, onUploaded }: { document: MembershipDocument; onUploaded: () => void }) {
  const dispatch = useAppDispatch();
  const chosen = useChosenFile(documentRules);
  const [uploadDocument, { isLoading }] = useUploadMembershipDocumentMutation();
  const [serverMessages, setServerMessages] = useState<ValidationMessages>({});
  const [failure, setFailure] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const replacing = document.status === 'under-review' || document.status === 'rejected';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerMessages({});
    setFailure(undefined);
    if (!chosen.upload) {
      if (!chosen.error) chosen.setError('Choose a file to upload');
      inputRef.current?.focus();
      return;
    }
    const result = await uploadDocument({ params: { membershipId: document.membershipId }, body: chosen.upload });
    if ('error' in result) {
      const error = result.error as { status?: number; message?: string; validationMessages?: ValidationMessages };
      const messages = error.validationMessages ?? {};
      const message = fileMessage(messages);
      if (message) {
        setServerMessages(messages);
        chosen.setError(message);
        inputRef.current?.focus();
      } else {
        setFailure(error.message ?? 'Something went wrong, please try again.');
      }
      return;
    }
    chosen.reset();
    dispatch(showToast({ content: 'Your document was sent. It is now under review.', type: 'success' }));
    onUploaded();
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="document-upload-heading">
      <h2 id="document-upload-heading">{headingFor(document.status)}</h2>
      <ValidationErrors messages={serverMessages} headingAs="h3" />
      {failure && <Alert role="alert">{failure}</Alert>}
      <TextField
        key={chosen.inputKey}
        ref={inputRef}
        id={FILE_INPUT_ID}
        name="document"
        type="file"
        label="Document"
        hint="A PDF, JPEG or PNG file, up to 5 MB: a photo or scan that shows your name and the proof clearly."
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        required
        error={chosen.error}
        onChange={(event) => void chosen.onChange(event)}
      />
      {isLoading && (
        <Busy role="status">
          <Spinner size="1.25rem" />
          Uploading your document…
        </Busy>
      )}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Uploading…' : replacing ? 'Replace document' : 'Upload document'}
      </Button>
    </Form>
  );
}
