import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { demoLogin } from '@leisure/sandbox-api/testing';
import type { FrontEndId } from '../src/crossApp/frontEnds.ts';
import { PageLayout } from '../src/page/PageLayout.tsx';
import { renderLayout } from './support/renderLayout.tsx';
import { apiBaseUrl, useSandbox } from './support/sandboxApi.ts';

useSandbox();

const tokenOf = async (account: 'teacher' | 'staff') =>
  (await callEndpoint(createHttpClient({ baseUrl: apiBaseUrl }), contract.auth.login, { body: demoLogin(account) }))
    .token;

function renderPage(token: string, app: FrontEndId) {
  return renderLayout(
    <PageLayout logoUrl={undefined} loggedIn basketCount={0} onLogOut={() => {}} footer={null}>
      <h1>Page heading</h1>
    </PageLayout>,
    { app, token, url: '/' },
  );
}

// A teacher's staff bar links their day's classes, on bookings (docs/decisions/0596-teachers-at-poolside.md).
describe("a teacher's staff bar", () => {
  it('links Today’s classes in bookings, and to bookings from online joining', async () => {
    const token = await tokenOf('teacher');
    const { unmount } = renderPage(token, 'bookings');
    const bar = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 10_000 });
    expect(within(bar).getByRole('link', { name: 'Today’s classes' })).toHaveAttribute('href', '/teaching');
    unmount();

    renderPage(token, 'onlineJoining');
    const joining = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 10_000 });
    expect(within(joining).getByRole('link', { name: 'Today’s classes' }).getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/teaching$/,
    );
  });

  it('has no such link for staff who do not teach', async () => {
    renderPage(await tokenOf('staff'), 'bookings');
    const bar = await screen.findByRole('region', { name: 'Front of house' }, { timeout: 10_000 });
    expect(within(bar).queryByRole('link', { name: 'Today’s classes' })).not.toBeInTheDocument();
  });
});
