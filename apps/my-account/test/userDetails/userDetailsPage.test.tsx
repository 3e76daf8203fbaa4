import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@leisure/sandbox-api/testing';
import { logInAsDemoCustomer, renderApp, sessionToken } from '@leisure/app-store/testing';
import { UserDetailsPage } from '../../src/features/userDetails/index.ts';
import { MyAccountApp } from '../../src/index.ts';
import { server } from '../support/mswServer.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { useSandbox } from '../support/sandboxApi.ts';

interface SentRequest {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

/** The requests the page sends to `path` from now on, with their JSON bodies as they went over the wire. */
function requestsTo(path: string): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith(path)) return;
    const entry: SentRequest = { method: request.method, url, body: null };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      });
  });
  return sent;
}

afterEach(() => server.events.removeAllListeners('request:start'));

// The first test once failed under faketime waiting for the page's code to compile: load it up front.
preloadPages(UserDetailsPage);

async function openMyDetails() {
  const user = userEvent.setup();
  await logInAsDemoCustomer();
  renderApp(MyAccountApp, '/user-details');
  expect(await screen.findByRole('heading', { level: 1, name: 'My details' })).toBeInTheDocument();
  const details = await screen.findByRole('form', { name: 'Personal details' });
  await within(details).findByRole('textbox', { name: /^Phone number/ });
  return { user, details };
}

/** The error summary (the box that takes focus) whose heading is `title`. */
const summaryNamed = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('div[tabindex]');

describe('My details', () => {
  useSandbox();

  it("shows the user's data fields with the stored answers; a date of birth on file is greyed and read-only", async () => {
    const { details } = await openMyDetails();
    expect(document.title).toBe('Brightwater Leisure | My details');
    expect(within(details).getByRole('textbox', { name: /^Phone number/ })).toHaveValue('07700 900234');
    expect(within(details).getByRole('group', { name: 'Emergency contact' })).toBeInTheDocument();
    const dateOfBirth = within(details).getByRole('textbox', { name: /^Date of birth/ });
    expect(dateOfBirth).toHaveAttribute('readonly');
    expect(dateOfBirth).toHaveAccessibleDescription(/You can't change this online\. Please ask at your centre\./);
    // The customer ID and the photo section come with their own data and code: waited for, as a reader would.
    expect(await screen.findByText('BW100002')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile photo' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('saves: empty values are dropped, read-only ones never sent, keys in snake case, onboarding_type=membership_purchase', async () => {
    const { user, details } = await openMyDetails();
    await user.type(within(details).getByRole('textbox', { name: /^Emergency contact name/ }), 'Priya Patel');
    await user.type(within(details).getByRole('textbox', { name: /^Emergency contact phone number/ }), '07700 900456');
    const sent = requestsTo('/my-account/user/update');

    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    const [update] = sent;
    expect(update!.method).toBe('PUT');
    expect(update!.url.searchParams.get('onboarding_type')).toBe('membership_purchase');
    await waitFor(() => expect(update!.body).not.toBeNull());
    const body = update!.body!;
    expect(body).toMatchObject({
      phone: '07700 900234',
      emergency_contact_name: 'Priya Patel',
      emergency_contact_phone: '07700 900456',
      _checksum: expect.any(String),
    });
    // Nothing empty, nothing camel-cased, and the date of birth (read-only) not at all.
    for (const [key, value] of Object.entries(body)) {
      expect(key).toMatch(/^_?[a-z0-9_]+$/);
      expect([null, '', undefined]).not.toContain(value);
      expect(value).not.toEqual([]);
    }
    expect(body).not.toHaveProperty('date_of_birth');
    expect(body).not.toHaveProperty('medical_conditions_details');
  });

  it('shows a server refusal under "Validation errors" and by its field, focused, keeping what was typed', async () => {
    const { user, details } = await openMyDetails();
    const phone = within(details).getByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '0770 090');
    const contact = within(details).getByRole('textbox', { name: /^Emergency contact name/ });
    await user.clear(contact);
    await user.type(contact, 'Priya Patel');
    const contactPhone = within(details).getByRole('textbox', { name: /^Emergency contact phone number/ });
    await user.clear(contactPhone);
    await user.type(contactPhone, '07700 900456');

    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Validation errors' });
    const summary = summaryNamed('Validation errors')!;
    expect(within(summary).getByRole('link', { name: 'Enter a valid UK phone number.' })).toHaveAttribute(
      'href',
      '#my-details-phone',
    );
    expect(heading).toBeVisible();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/Enter a valid UK phone number\./);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('0770 090');
    expect(contact).toHaveValue('Priya Patel');
    expect(screen.queryByText('Your details have been saved.')).not.toBeInTheDocument();

    // The link takes the customer to the field; once it is put right the save goes through.
    await user.click(within(summary).getByRole('link', { name: 'Enter a valid UK phone number.' }));
    expect(phone).toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '07700 900234');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Validation errors' })).not.toBeInTheDocument();
  });

  it('checks required answers before sending anything: "There is a problem", by the field', async () => {
    const { user, details } = await openMyDetails();
    await user.clear(within(details).getByRole('textbox', { name: /^Phone number/ }));
    const sent = requestsTo('/my-account/user/update');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    const summary = summaryNamed('There is a problem')!;
    expect(within(summary).getByRole('link', { name: 'Phone number is required.' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    expect(sent).toEqual([]);
  });
});

describe('Change password', () => {
  useSandbox();

  async function openChangePassword() {
    const { user } = await openMyDetails();
    const form = screen.getByRole('form', { name: 'Change password' });
    return { user, form };
  }

  it('says a repeat that does not match by the field, sending nothing', async () => {
    const { user, form } = await openChangePassword();
    const sent = requestsTo('/my-account/user/change-password');
    await user.type(within(form).getByLabelText(/^Current password/), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText(/^New password/), 'Harbour-lights7');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Harbour-lights8');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const summary = summaryNamed('There is a problem')!;
    const mismatch = 'The password confirmation does not match the password.';
    expect(within(summary).getByRole('link', { name: mismatch })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Repeat new password/)).toHaveAccessibleDescription(new RegExp(mismatch));
    expect(sent).toEqual([]);
  });

  it('names empty fields by their labels', async () => {
    const { user, form } = await openChangePassword();
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const summary = summaryNamed('There is a problem')!;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Current password is required.', 'New password is required.', 'Repeat new password is required.']);
  });

  it('shows a wrong current password under "Validation errors" and by the field, keeping the session', async () => {
    const { user, form } = await openChangePassword();
    const token = sessionToken();
    await user.type(within(form).getByLabelText(/^Current password/), 'Not-the-one1!');
    await user.type(within(form).getByLabelText(/^New password/), 'Harbour-lights7');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Harbour-lights7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    await screen.findByRole('heading', { level: 2, name: 'Validation errors' });
    const summary = summaryNamed('Validation errors')!;
    expect(within(summary).getByRole('link', { name: 'Your current password is incorrect.' })).toHaveAttribute(
      'href',
      '#change-password-currentPassword',
    );
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(form).getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      /Your current password is incorrect\./,
    );
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('Harbour-lights7');
    expect(sessionToken()).toBe(token);
  });

  it('changes it: a toast, the fields emptied, and this page carries on with a fresh session', async () => {
    const { user, form } = await openChangePassword();
    const token = sessionToken();
    await user.type(within(form).getByLabelText(/^Current password/), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText(/^New password/), 'Harbour-lights7');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Harbour-lights7');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Your password has been changed. Other devices have been logged out.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('');
    expect(sessionToken()).not.toBe(token);
    expect(sessionToken()).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'My details' })).toBeInTheDocument();
  });
});

describe('Change password, guessed at', () => {
  useSandbox();

  it('after 5 wrong current passwords says when to try again, in a banner, and keeps what was typed', async () => {
    const { user } = await openMyDetails();
    const form = screen.getByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'Not-the-one1!');
    await user.type(within(form).getByLabelText(/^New password/), 'Harbour-lights7');
    await user.type(within(form).getByLabelText(/^Repeat new password/), 'Harbour-lights7');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      await waitFor(() => expect(summaryNamed('Validation errors')).toHaveFocus());
    }
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const banner = await within(form).findByRole('alert');
    expect(banner).toHaveTextContent('Too many incorrect current passwords. Please try again in 15 minutes.');
    await waitFor(() => expect(banner).toHaveFocus());
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('Harbour-lights7');
  });
});
