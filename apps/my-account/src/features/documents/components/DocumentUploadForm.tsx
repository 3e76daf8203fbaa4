import { useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useController, useForm } from 'react-hook-form';
import type { MembershipDocument, ValidationMessages } from '@leisure/api-contract/browser';
import { checkFileForUpload, type CheckedFile } from '@leisure/api-client';
import { useUploadMembershipDocumentMutation } from '@leisure/api-client/endpoints/documentsApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { Button, Spinner, TextField, ValidationErrors } from '@leisure/ui';
import { documentRules } from '../documentLabels.ts';
import { uploadBlock } from './uploadBlock.ts';

const Form = styled.form`
  ${uploadBlock}
  justify-items: start;

  h2 {
    font-size: 1.25rem;
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
const chooseAFile = 'Choose a file to upload';

interface DocumentValues {
  /** The chosen file as the browser's check found it: its upload body, or why it cannot be sent; null until one is. */
  document: CheckedFile<(typeof documentRules)['allowed'][number]> | null;
}

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
  const [uploadDocument, { isLoading }] = useUploadMembershipDocumentMutation();
  // The server's last refusal as it said it: every message under "Validation errors", or the failure's words.
  const [serverMessages, setServerMessages] = useState<ValidationMessages>({});
  const [failure, setFailure] = useState<string | undefined>();
  const { control, handleSubmit, setError, clearErrors, trigger, reset, setFocus } = useForm<DocumentValues>({
    // The field takes focus by setFocus once the message is shown; the file's own check runs when it is chosen.
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { document: null },
  });
  const file = useController({
    control,
    name: 'document',
    rules: { validate: (checked) => (checked?.ok ? true : (checked?.message ?? chooseAFile)) },
  });
  // Only the last file chosen counts: a slower check of an earlier one is dropped.
  const checking = useRef(0);
  const input = useRef<HTMLInputElement | null>(null);
  const replacing = document.status === 'under-review' || document.status === 'rejected';

  /** The file is checked as soon as it is chosen (type by its first bytes, size), its message by the field at once. */
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    const attempt = ++checking.current;
    file.field.onChange(null);
    clearErrors('document');
    if (!chosen) return;
    const checked = await checkFileForUpload(chosen, documentRules);
    if (attempt !== checking.current) return;
    file.field.onChange(checked);
    void trigger('document');
  }

  async function send({ document: checked }: DocumentValues) {
    setServerMessages({});
    setFailure(undefined);
    if (!checked?.ok) return;
    const result = await uploadDocument({ params: { membershipId: document.membershipId }, body: checked.upload });
    if ('error' in result) {
      const error = result.error as { status?: number; message?: string; validationMessages?: ValidationMessages };
      const messages = error.validationMessages ?? {};
      const message = fileMessage(messages);
      if (message) {
        setServerMessages(messages);
        setError('document', { type: 'server', message });
        setFocus('document');
      } else {
        setFailure(error.message ?? 'Something went wrong, please try again.');
      }
      return;
    }
    reset();
    // A file input takes no value but an empty one: emptied here, it shows no file chosen again.
    if (input.current) input.current.value = '';
    dispatch(showToast({ content: 'Your document was sent. It is now under review.', type: 'success' }));
    onUploaded();
  }

  function invalid() {
    setServerMessages({});
    setFailure(undefined);
    setFocus('document');
  }

  return (
    <Form
      noValidate
      onSubmit={(event) => void handleSubmit(send, invalid)(event)}
      aria-labelledby="document-upload-heading"
    >
      <h2 id="document-upload-heading">{headingFor(document.status)}</h2>
      <ValidationErrors messages={serverMessages} headingAs="h3" />
      {failure && <Alert role="alert">{failure}</Alert>}
      <TextField
        ref={(element) => {
          file.field.ref(element);
          input.current = element;
        }}
        id={FILE_INPUT_ID}
        name={file.field.name}
        type="file"
        label="Document"
        hint="A PDF, JPEG or PNG file, up to 5 MB: a photo or scan that shows your name and the proof clearly."
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        required
        error={file.fieldState.error?.message}
        onChange={(event) => void choose(event)}
        onBlur={file.field.onBlur}
      />
      {isLoading && (
        <Busy role="status">
          <Spinner size="1.25rem" />
          Uploading your document…
        </Busy>
      )}
      <Button type="submit" busy={isLoading}>
        {isLoading ? 'Uploading…' : replacing ? 'Replace document' : 'Upload document'}
      </Button>
    </Form>
  );
}
