import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callEndpoint, createHttpClient } from '@leisure/api-client';
import { contract } from '@leisure/api-contract';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { createAuthCookies } from '@leisure/auth';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { BookingsApp } from '../../src/index.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';
import { classTitle, seededClass } from './lessonsSupport.ts';

// The enrolment-day queue in bookings (docs/decisions/0597, 0598): Islington's spring opening moved to Monday 21
// December 2026 at 09:00, after the autumn term, so every place in an Islington class starts in spring and goes
// through the queue. Each test sets the instant it runs at; the seed was made at the run's instant, 16 days before.
const OPENS = '2026-12-21T09:00:00.000Z';
const slow = { timeout: 15_000 };

/** The API as the logged-in customer (the cookie's token), for what the page should have done. */
function customerApi() {
  const token = createAuthCookies({ domain: undefined, secure: false }).readToken();
  return createHttpClient({ baseUrl: apiBaseUrl, getToken: () => token });
}

describe('enrolment day: the queue, the draw and the turn (docs/decisions/0598)', () => {
  const { sandbox } = useSandbox();
  beforeAll(() => import('../../src/features/lessons/index.ts'), 30_000);
  afterEach(() => vi.useRealTimers());

  const at = (instant: string) => vi.setSystemTime(new Date(instant));
  function openSpringAtIslington() {
    const db = sandbox().services.db;
    const venue = (db.prepare("SELECT id FROM venues WHERE slug = 'islington-pool'").get() as { id: number }).id;
    const term = (db.prepare("SELECT id FROM lesson_terms WHERE name = 'Spring term 2027'").get() as { id: number }).id;
    db.prepare(
      'UPDATE lesson_enrolment_days SET opens_at = ?, admissions_per_minute = 600 WHERE term_id = ? AND venue_id = ?',
    ).run(OPENS, term, venue);
  }

  it('before, during and after the draw: the class page, joining, the turn, enrolling in it and running out', async () => {
    const improvers = seededClass(sandbox(), 'islington-pool', 'Adult improvers', 3);
    openSpringAtIslington();
    const user = userEvent.setup();

    // 08:20: the class page says when enrolment opens and sends parents to the queue, which is not open yet.
    at('2026-12-21T08:20:00Z');
    await logInAsDemoCustomer(demoCustomer);
    const page = renderApp(BookingsApp, `/lessons/classes/${improvers.id}`);
    const note = await screen.findByRole('note', { name: 'Enrolment day' }, slow);
    expect(note).toHaveTextContent('Enrolment for Spring term 2027 opens at 09:00 on Monday 21 December.');
    expect(note).toHaveTextContent('everyone in it by 09:00 is put in a random order');
    expect(screen.queryByRole('link', { name: 'Enrol' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Join the queue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enrolment day: Spring term 2027' }, slow),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The queue opens at 08:30 on Monday 21 December' }, slow),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join the queue' })).not.toBeInTheDocument();
    page.unmount();

    // 08:59:58: in the queue, waiting for the draw; the page asks again at the opening by itself.
    at('2026-12-21T08:59:58Z');
    const queue = renderApp(BookingsApp, `/lessons/classes/${improvers.id}/queue`);
    await user.click(await screen.findByRole('button', { name: 'Join the queue' }, slow));
    expect(await screen.findByRole('heading', { level: 2, name: 'You’re in the queue' }, slow)).toHaveFocus();
    expect(screen.getByText(/^Keep this page open: it updates by itself/)).toBeVisible();
    expect(screen.getByText(/^Places in Spring term 2027 classes at Islington Pool & Gym open at 09:00/)).toBeVisible();
    at('2026-12-21T09:00:01Z');
    const turn = await screen.findByRole('heading', { level: 2, name: 'It’s your turn' }, slow);
    expect(turn).toHaveFocus();
    expect(screen.getByText(/^Enrol before 09:1\d: after that your turn passes on/)).toBeVisible();
    const enrol = screen.getByRole('link', { name: `Enrol in ${classTitle(improvers, 45)}` });
    expect(enrol).toHaveAttribute('href', `/lessons/classes/${improvers.id}/enrol`);

    // The admission is what lets the enrolment through (a parent not in the queue is refused: the sandbox's tests).
    const enrolled = await callEndpoint(customerApi(), contract.lessons.enrolInLessonClass, {
      body: {
        classId: improvers.id,
        learnerId: (await callEndpoint(customerApi(), contract.lessons.getMyLessons, {})).learners[0]!.id,
        paymentMethod: 'directDebit',
        bankDetails: {
          accountHolder: 'Sam Patel',
          ddTermsAccepted: true,
          accountDetails: { sortCode: '089999', accountNumber: '66374958' },
        },
        billingDay: 15,
      },
    });
    expect(enrolled.status).toBe('active');
    queue.unmount();

    // 09:12: a turn not taken runs out; joining again goes to the back, which is empty now, so straight in.
    at('2026-12-21T09:12:00Z');
    renderApp(BookingsApp, `/lessons/classes/${improvers.id}/queue`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your turn has run out' }, slow)).toHaveFocus();
    const panel = screen.getByRole('heading', { level: 2, name: 'Your turn has run out' }).parentElement!;
    await user.click(within(panel).getByRole('button', { name: 'Join the queue again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'It’s your turn' }, slow)).toHaveFocus();
  }, 90_000);

  it('a deep link into enrolling while the queue runs ends at the API’s refusal, with the way to the queue', async () => {
    // Places to spare (the other test takes Adult improvers' last).
    const beginners = seededClass(sandbox(), 'islington-pool', 'Adult beginners', 1);
    openSpringAtIslington();
    at('2026-12-21T08:45:00Z');
    // Chris pays by Direct Debit already, so enrolling is three steps: who, how to pay, then confirm.
    await logInAsDemoCustomer({ username: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD });
    const user = userEvent.setup();
    renderApp(BookingsApp, `/lessons/classes/${beginners.id}/enrol`);
    await user.click(await screen.findByRole('radio', { name: /^Chris Hughes/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The class sells a block by card too, so how to pay comes first (docs/decisions/0599).
    await user.click(await screen.findByRole('radio', { name: /^Monthly by Direct Debit/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check and confirm' }, slow)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirm and enrol' }));
    const message = await screen.findByText(
      /^Enrolment for Spring term 2027 at .* opens 21 December 2026, 09:00\./,
      {},
      slow,
    );
    const refusal = message.closest('[role="alert"]') as HTMLElement;
    expect(refusal).toHaveFocus();
    expect(within(refusal).getByRole('link', { name: 'Join the queue for this class' })).toHaveAttribute(
      'href',
      `/lessons/classes/${beginners.id}/queue`,
    );
    expect(within(refusal).queryByRole('link', { name: /waiting list/ })).not.toBeInTheDocument();
  }, 60_000);
});
