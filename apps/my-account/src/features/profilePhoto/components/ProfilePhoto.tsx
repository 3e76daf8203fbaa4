import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ValidationMessages } from '@leisure/api-contract/browser';
import {
  useRemoveProfilePhotoMutation,
  useUploadProfilePhotoMutation,
} from '@leisure/api-client/endpoints/profilePhotoApi';
import { showToast, useAppDispatch } from '@leisure/app-store';
import { useCurrentUser } from '@leisure/auth';
import { Button, ButtonRow, TextField, ValidationErrors } from '@leisure/ui';
import { uploadBlock, useChosenFile } from '../../documents/index.ts';
import { photoMessages, photoRules } from '../photoRules.ts';

const Section = styled.section`
  ${uploadBlock}
`;

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.l};
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  justify-items: center;
  margin: 0;

  img,
  .placeholder {
    width: 8rem;
    height: 8rem;
    border-radius: 50%;
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.colours.border};
  }

  .placeholder {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colours.surface};
    font-size: 2.5rem;
    font-weight: 700;
  }

  figcaption {
    font-size: 0.875rem;
  }
`;

const FILE_INPUT_ID = 'profile-photo-file';

const fileMessage = (messages: ValidationMessages) =>
  [...(messages.content ?? []), ...(messages.contentType ?? []), ...(messages.fileName ?? [])][0];

/**
 * Profile photo (docs/product/account.md D27, docs/decisions/0452): the current photo, a JPEG or PNG chosen and
 * checked in the browser (type by its first bytes, up to 2 MB) and previewed before it is saved, Save photo /
 * Cancel, and Remove photo. Each outcome has its toast; the user reloads with the new photo URL.
 */
export function ProfilePhoto() {
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const chosen = useChosenFile(photoRules);
  const [uploadPhoto, upload] = useUploadProfilePhotoMutation();
  const [removePhoto, removal] = useRemoveProfilePhotoMutation();
  const [serverMessages, setServerMessages] = useState<ValidationMessages>({});
  const [failure, setFailure] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = upload.isLoading || removal.isLoading;
  const current = user?.profilePhoto ?? null;
  const initials = `${user?.firstName?.[0] ?? ''}${user?.lastName?.[0] ?? ''}`;
  const preview = chosen.upload && `data:${chosen.upload.contentType};base64,${chosen.upload.content}`;

  function showFailure(error: unknown) {
    const { message, validationMessages = {} } = error as { message?: string; validationMessages?: ValidationMessages };
    const fieldMessage = fileMessage(validationMessages);
    if (fieldMessage) {
      setServerMessages(validationMessages);
      chosen.setError(fieldMessage);
      inputRef.current?.focus();
    } else {
      setFailure(message ?? 'Something went wrong, please try again.');
    }
  }

  // While a save or removal is in flight the buttons stay focusable (busy, not disabled: docs/decisions/0017) and
  // presses wait for it.
  async function save() {
    if (busy) return;
    setServerMessages({});
    setFailure(undefined);
    if (!chosen.upload) {
      if (!chosen.error) chosen.setError(photoMessages.chooseFirst);
      inputRef.current?.focus();
      return;
    }
    const result = await uploadPhoto({ body: chosen.upload });
    if ('error' in result) return showFailure(result.error);
    chosen.reset();
    dispatch(showToast({ content: photoMessages.saved, type: 'success' }));
  }

  async function remove() {
    if (busy) return;
    setServerMessages({});
    setFailure(undefined);
    const result = await removePhoto();
    if ('error' in result) return showFailure(result.error);
    chosen.reset();
    inputRef.current?.focus();
    dispatch(showToast({ content: photoMessages.removed, type: 'success' }));
  }

  return (
    <Section aria-labelledby="profile-photo-heading">
      <h2 id="profile-photo-heading">Profile photo</h2>
      <Pictures>
        <Figure>
          {current ? (
            <img src={current} alt="Your profile photo" />
          ) : (
            <span className="placeholder" aria-hidden="true">
              {initials}
            </span>
          )}
          <figcaption>{current ? 'Current photo' : 'No photo yet'}</figcaption>
        </Figure>
        {preview && (
          <Figure>
            <img src={preview} alt="Preview of your new photo" />
            <figcaption>New photo, not saved yet</figcaption>
          </Figure>
        )}
      </Pictures>
      <ValidationErrors messages={serverMessages} headingAs="h3" />
      {failure && <p role="alert">{failure}</p>}
      <TextField
        key={chosen.inputKey}
        ref={inputRef}
        id={FILE_INPUT_ID}
        name="profilePhoto"
        type="file"
        label={current ? 'Choose a new photo' : 'Choose a photo'}
        hint="A JPEG or PNG photo of your face, up to 2 MB. Reception uses it to recognise you."
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        error={chosen.error}
        onChange={(event) => void chosen.onChange(event)}
      />
      <ButtonRow>
        <Button type="button" onClick={() => void save()} busy={upload.isLoading}>
          {upload.isLoading ? 'Saving…' : 'Save photo'}
        </Button>
        {chosen.upload && (
          <Button type="button" variant="secondary" onClick={() => !busy && chosen.reset()}>
            Cancel
          </Button>
        )}
        {current && !chosen.upload && (
          <Button type="button" variant="secondary" onClick={() => void remove()} busy={removal.isLoading}>
            {removal.isLoading ? 'Removing…' : 'Remove photo'}
          </Button>
        )}
      </ButtonRow>
    </Section>
  );
}
