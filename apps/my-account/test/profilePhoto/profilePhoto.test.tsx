import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderWithProviders } from '@leisure/app-store/testing';
import { ProfilePhoto } from '../../src/features/profilePhoto/index.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';

useSandbox();

// A one-pixel PNG: the browser and the sandbox both check a photo's type by its first bytes.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const png = () => new File([pngBytes], 'me.png', { type: 'image/png' });

async function renderPhoto() {
  await logInAsDemoCustomer(demoCustomer);
  renderWithProviders(<ProfilePhoto />, { environment: { apiBaseUrl } });
  await screen.findByText('SP');
  expect(screen.getByRole('heading', { level: 2, name: 'Profile photo' })).toBeInTheDocument();
}

const fileInput = () => screen.getByLabelText(/^Choose a (new )?photo/);

describe('ProfilePhoto', () => {
  it('refuses a PDF and a photo over 2 MB in the browser, by the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderPhoto();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'me.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining('The file is not a JPEG or PNG photo: choose a JPEG or PNG photo'),
      ),
    );
    await user.upload(fileInput(), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('larger than 2 MB')));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(fileInput()).toHaveFocus();
  });

  it('previews a chosen photo before saving, saves it (toast, the current photo is the new URL) and removes it', async () => {
    const user = userEvent.setup();
    await renderPhoto();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
    await user.upload(fileInput(), png());
    const preview = await screen.findByRole('img', { name: 'Preview of your new photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('Your profile photo was saved.')).toBeInTheDocument();
    const current = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(current.getAttribute('src')).toMatch(/\/assets\/profile-photos\/[0-9a-f]{32}\.png$/);
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleName('Choose a new photo');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your profile photo was removed.')).toBeInTheDocument();
    expect(await screen.findByText('No photo yet')).toBeInTheDocument();
  });

  it('Cancel drops the preview and keeps the photo as it was', async () => {
    const user = userEvent.setup();
    await renderPhoto();
    await user.upload(fileInput(), png());
    await screen.findByRole('img', { name: 'Preview of your new photo' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).not.toBeInTheDocument();
    expect(screen.getByText('No photo yet')).toBeInTheDocument();
  });
});
