import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, demoAccounts } from '@leisure/sandbox-api/testing';
import { bearer } from '../../support/apiAnswers.ts';
import { atEachWidth, widths } from '../../support/widths.ts';
import { expect, test } from '../../support/fixtures.ts';
import { HUGHES_BASKET, logInAtVenueDay, logInHere } from '../bookings/support/bookingsSteps.ts';
import { findSessions, tokenOf } from '../bookings/support/memberApi.ts';
import { appUrl, checkStateAt } from '../platform/support/platform.ts';
import { expectAccountHeadingAndTitle, logInToAccountAt } from './support/accountPages.ts';
import { bookFor, ellie, invitationFor, registerAdult } from './support/households.ts';

// Households (docs/decisions/0313, 0422): Chris Hughes pays for the seeded household and Ellie is his child. Each
// width adds a child of its own, invites an adult of its own (registered for the test) and books its own session,
// so the journeys never meet; nothing here arms faults or resets the sandbox.
const chris = { email: demoAccounts.sharedEmailParent.reference, password: DEMO_PASSWORD };
const VENUE = 'islington-pool';

/**
 * Lane Swimming sessions (a 14-year-old may swim lanes) with room, as `username` sees them: one for each width. As
 * Ellie sees them, none she is booked on already.
 */
async function laneSessions(request: Parameters<typeof tokenOf>[0], username: string = chris.email) {
  return findSessions(
    request,
    await tokenOf(request, username),
    VENUE,
    (session) => session.name === 'Lane Swimming' && session.bookable && !session.is_booked && session.spaces_left >= 4,
    widths.length,
  );
}

atEachWidth((width) => {
  const index = widths.indexOf(width);

  test('a parent adds a child on the Family page and books a swim for them', async ({
    page,
    request,
    exclusive,
  }, testInfo) => {
    test.slow();
    await exclusive(HUGHES_BASKET);
    const childFirst = width === 375 ? 'Mia' : 'Noah';
    const childName = `${childFirst} Hughes`;
    await logInToAccountAt(page, testInfo, '/family', chris);
    await expectAccountHeadingAndTitle(page, 'Family');
    await expect(page.getByRole('article', { name: ellie })).toContainText('Child');
    await checkStateAt(page, testInfo, width, 'family');

    // Sent empty: the page's own messages in a summary that takes focus.
    const form = page.getByRole('form', { name: 'Add a child' });
    await form.getByRole('button', { name: 'Add child' }).click();
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toContainText("Enter the child's first name.");
    await checkStateAt(page, testInfo, width, 'family-errors');

    await form.getByRole('textbox', { name: /Child’s first name/ }).fill(childFirst);
    await form.getByRole('textbox', { name: /Child’s last name/ }).fill('Hughes');
    await form.getByRole('textbox', { name: /Child’s date of birth/ }).fill('01/06/2012');
    await form.getByRole('button', { name: 'Add child' }).click();
    const child = page.getByRole('article', { name: childName });
    await expect(child).toContainText('1 June 2012');
    await expect(child.getByRole('heading', { name: childName })).toBeFocused();
    await checkStateAt(page, testInfo, width);

    const { daysAhead, sessions } = await laneSessions(request);
    await page.context().clearCookies();
    await logInAtVenueDay(page, testInfo, { venue: VENUE, daysAhead }, chris);
    await bookFor(page, testInfo, width, {
      session: sessions[index]!,
      who: childName,
      pays: { byCard: 'Chris Hughes', savedCardOffered: true },
    });
    await checkStateAt(page, testInfo, width);
  });

  test("an invited adult accepts with the email's code and books for the parent's child", async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const adult = await registerAdult(request, {
      email: `partner.${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Robin',
      lastName: width === 375 ? 'Narrow' : 'Wide',
    });
    const adultName = `${adult.firstName} ${adult.lastName}`;
    await logInToAccountAt(page, testInfo, '/family', chris);
    const invite = page.getByRole('form', { name: 'Invite an adult' });
    await invite.getByRole('textbox', { name: /Their email address/ }).fill(adult.email);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const waiting = page.getByRole('region', { name: 'Invitations waiting for an answer' });
    await expect(waiting.getByRole('article', { name: `Invitation to ${adult.email}` })).toBeVisible();
    await checkStateAt(page, testInfo, width);
    await page.context().clearCookies();

    // The email's link, opened by the adult: log in, then the invitation with the code filled in.
    const invitation = await invitationFor(request, adult.email);
    await page.goto(appUrl(testInfo, 'my-account', invitation.path));
    await logInHere(page, { email: adult.email, password: adult.password });
    const answer = page.getByRole('form', { name: 'You have an invitation to a household' });
    await expect(answer.getByRole('textbox', { name: /Invitation code/ })).toHaveValue(invitation.code);
    await checkStateAt(page, testInfo, width, 'family-invitation');
    await answer.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByText('You have joined Chris Hughes’s household.')).toBeVisible();
    await expect(page.getByRole('article', { name: adultName })).toContainText('You');
    await expect(page.getByRole('article', { name: ellie })).toContainText('Child');
    await checkStateAt(page, testInfo, width);

    const { daysAhead, sessions } = await laneSessions(request, demoAccounts.sharedEmailChild.reference);
    await page.context().clearCookies();
    await logInAtVenueDay(
      page,
      testInfo,
      { venue: VENUE, daysAhead },
      { email: adult.email, password: adult.password },
    );
    await bookFor(page, testInfo, width, {
      session: sessions[index]!,
      who: ellie,
      pays: { byCard: adultName, savedCardOffered: false },
    });
    await checkStateAt(page, testInfo, width);
  });

  test("someone who registers with a member's email sees nothing of theirs and cannot book as them", async ({
    page,
    request,
  }, testInfo) => {
    const newcomer = await registerAdult(request, {
      email: demoAccounts.sharedEmailParent.email,
      firstName: 'Pat',
      lastName: width === 375 ? 'Stranger' : 'Outsider',
    });
    // The Family page: nobody.
    await logInToAccountAt(page, testInfo, '/family', { email: newcomer.reference, password: newcomer.password });
    await expectAccountHeadingAndTitle(page, 'Family');
    await expect(page.getByText(/There is nobody in your household yet/)).toBeVisible();
    await expect(page.getByRole('article', { name: ellie })).toHaveCount(0);
    await checkStateAt(page, testInfo, width);

    // Bookings: only themself to book for, so the session dialog does not ask who it is for.
    const attendees = await request.get('/api/activities/attendees', { headers: bearer(newcomer.token) });
    const people = ((await attendees.json()) as { data: { name: string }[] }).data.map((person) => person.name);
    expect(people).toEqual([`${newcomer.firstName} ${newcomer.lastName}`]);
    const { daysAhead, sessions } = await laneSessions(request);
    const session = sessions[0]!;
    await page.context().clearCookies();
    await logInAtVenueDay(
      page,
      testInfo,
      { venue: VENUE, daysAhead },
      { email: newcomer.reference, password: newcomer.password },
    );
    await page.getByRole('button', { name: `Details, ${session.name}, ${session.start_time}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: session.name });
    await expect(dialog.getByRole('button', { name: /^Add to basket/ })).toBeVisible();
    await expect(dialog.getByLabel('Who is it for?')).toHaveCount(0);
    await checkStateAt(page, testInfo, width);

    // Nor as Chris or Ellie by asking the API directly: a household grants that, an email does not.
    const ellieId = await request
      .get(`/api/activities/attendees`, { headers: bearer(await tokenOf(request, chris.email)) })
      .then(async (answer) => ((await answer.json()) as { data: { id: number; name: string }[] }).data)
      .then((list) => list.find((person) => person.name === ellie)!.id);
    const refused = await request.post('/api/cart/add', {
      headers: bearer(newcomer.token),
      data: {
        items: [
          {
            type: 'session',
            id: session.id,
            pricing_option_id: session.your_price!.pricing_option_id,
            purchased_for_user_id: ellieId,
          },
        ],
      },
    });
    expect(refused.status()).toBe(422);
    expect(await refused.text()).toContain('You can only book for yourself or the people in your household.');
  });
});
