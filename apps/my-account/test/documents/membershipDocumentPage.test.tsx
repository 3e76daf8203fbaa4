import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { demoLogin } from '@leisure/sandbox-api/testing';
import { MyAccountApp } from '../../src/index.ts';
import { invalidData } from '../support/refusals.ts';
import { useSandbox } from '../support/sandboxApi.ts';

const { sandbox, injectFault } = useSandbox();
const jordan = demoLogin('customerWithPenalties');

const pdf = (name = 'student-card.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function membershipId(email: string, namePrefix: string): number {
  const row = sandbox()
    .services.db.prepare(
      `SELECT um.id FROM user_memberships um JOIN membership_types t ON t.id = um.membership_type_id
       JOIN users u ON u.id = um.user_id WHERE u.email = ? AND t.name LIKE ? ORDER BY um.id LIMIT 1`,
    )
    .get(email, `${namePrefix}%`) as { id: number };
  return row.id;
}

const studentGym = () => membershipId('jordan.lee@example.com', 'Student Gym');
const concession = () => membershipId('jordan.lee@example.com', 'Leisure Pass');

async function openDocumentPage(id: number, account = jordan) {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, `/memberships/${id}/document`);
  await screen.findByRole('heading', { level: 1, name: 'Proof of eligibility' });
  expect(document.title).toMatch(/Proof of eligibility$/);
}

const fileInput = () => screen.getByLabelText(/^Document/);

describe('Proof of eligibility page', () => {
  it('shows a membership awaiting upload, and checks a chosen file in the browser by its content and size', async () => {
    const user = userEvent.setup();
    await openDocumentPage(studentGym());
    expect(screen.getByText(/For your/)).toHaveTextContent(
      'For your Student Gym (16-25) membership (Student (16 to 25)).',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Awaiting upload' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('Choose a file to upload'));
    expect(fileInput()).toHaveFocus();

    await user.upload(fileInput(), new File(['just some text'], 'card.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining('The file is not a PDF, JPEG or PNG file: choose a PDF, JPEG or PNG file'),
      ),
    );
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');

    const tooLarge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), tooLarge);
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(
        expect.stringContaining('The file is larger than 5 MB: choose a smaller file'),
      ),
    );
    expect(sandbox().services.db.prepare('SELECT COUNT(*) AS n FROM stored_files').get()).toEqual({ n: 0 });
  });

  it('refuses a type the input does not accept (a GIF) by its content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openDocumentPage(studentGym());
    await user.upload(fileInput(), new File(['GIF89a....'], 'card.gif', { type: 'image/gif' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('is not a PDF, JPEG or PNG')),
    );
  });

  it('uploads a PDF: a toast, the status "Under review" with the file sent (focused), and it can be replaced', async () => {
    const user = userEvent.setup();
    await openDocumentPage(studentGym());
    await user.upload(fileInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const status = await screen.findByRole('heading', { level: 2, name: 'Status: Under review' });
    await waitFor(() => expect(status).toHaveFocus());
    expect(await screen.findByText('Your document was sent. It is now under review.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Status: Under review' });
    expect(within(panel).getByText(/^student-card\.pdf \(1 KB\), /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Replace your document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace document' })).toBeInTheDocument();
  });

  it('shows a rejection with its reason and offers to replace the document', async () => {
    const id = studentGym();
    const review = await sandbox().fetch(
      new Request('http://sandbox.test/__sandbox/documents/review', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ membership_id: id, decision: 'reject', reason: 'The photo is too blurred to read.' }),
      }),
    );
    expect(review.status).toBe(200);
    await openDocumentPage(id);
    const panel = screen.getByRole('region', { name: 'Status: Rejected' });
    expect(panel).toHaveTextContent('ReasonThe photo is too blurred to read.');
    expect(screen.getByRole('button', { name: 'Replace document' })).toBeInTheDocument();
  });

  it("shows the server's messages by the field and under Validation errors", async () => {
    const user = userEvent.setup();
    await openDocumentPage(concession());
    expect(screen.getByRole('region', { name: 'Status: Accepted' })).toHaveTextContent(
      /Valid until.*\(expires in 12 days\)/,
    );
    injectFault(
      invalidData('PUT', '/my-account/memberships/*/document', {
        content: ['The file is not a PDF, JPEG or PNG file: choose a PDF, JPEG or PNG file'],
      }),
    );
    await user.upload(fileInput(), pdf('letter.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('The file is not a PDF, JPEG or PNG file'));
    expect(fileInput()).toHaveFocus();
  });

  it("keeps a refused file's message when it is sent, until a good file is chosen; a failure not about the file is said", async () => {
    const user = userEvent.setup();
    await openDocumentPage(studentGym());
    // Rejected by the test before: the form offers to replace it.
    const sendButton = () => screen.getByRole('button', { name: 'Replace document' });
    await user.upload(fileInput(), new File(['just some text'], 'card.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('is not a PDF, JPEG or PNG')),
    );
    await user.click(sendButton());
    await waitFor(() => expect(fileInput()).toHaveFocus());
    expect(fileInput()).toHaveAccessibleDescription(expect.stringContaining('is not a PDF, JPEG or PNG'));
    expect(fileInput()).not.toHaveAccessibleDescription(expect.stringContaining('Choose a file to upload'));

    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(fileInput()).not.toHaveAttribute('aria-invalid'));
    injectFault({
      path: '/my-account/memberships/*/document',
      method: 'PUT',
      status: 503,
      message: 'Uploads are paused for a few minutes.',
    });
    await user.click(sendButton());
    expect(await screen.findByText('Uploads are paused for a few minutes.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { name: 'Validation errors' })).not.toBeInTheDocument();
    expect(fileInput()).not.toHaveAttribute('aria-invalid');

    // The same file goes again, and the form is empty once it is sent.
    await user.click(sendButton());
    await screen.findByRole('heading', { level: 2, name: 'Status: Under review' });
    expect(screen.queryByText('Uploads are paused for a few minutes.')).not.toBeInTheDocument();
    expect((fileInput() as HTMLInputElement).files).toHaveLength(0);
  });

  it("says a membership needs no proof, without a form; another customer's membership is not found", async () => {
    const alexGym = membershipId('alex.morgan@example.com', '');
    await openDocumentPage(alexGym, demoMemberWithDirectDebit);
    expect(screen.getByRole('heading', { level: 2, name: 'Status: Not needed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /document/ })).not.toBeInTheDocument();

    await logInAsDemoCustomer(jordan);
    renderApp(MyAccountApp, `/memberships/${alexGym}/document`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
