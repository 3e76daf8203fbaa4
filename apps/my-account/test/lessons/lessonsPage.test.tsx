import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { londonToday, prettyDate, weekdayDate } from '@leisure/dates';
import { logInAsDemoCustomer, renderApp, sessionToken } from '@leisure/app-store/testing';
import { LessonsPage, MakeUpPage } from '../../src/features/lessons/index.ts';
import { MyAccountApp } from '../../src/index.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addChild, joinStage1Line, chris, learnerNamed, myLessons, passLevel, tokenOf } from './lessonsFixtures.ts';

preloadPages(LessonsPage, MakeUpPage);

async function openLessons(account = chris) {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, '/lessons');
  expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' })).toBeInTheDocument();
  return screen.findByRole('region', { name: 'Ellie Hughes' });
}

/** Every test here starts from the seed; each describe block has a sandbox of its own. */
describe('Lessons: what a parent sees of their child', () => {
  useSandbox();

  it('shows Ellie’s class and next lesson, her progress competency by competency, her credit and the payments', async () => {
    const ellie = learnerNamed(await myLessons(await tokenOf(chris)), 'Ellie');
    const place = ellie.places.find((candidate) => candidate.status === 'active')!;
    const section = await openLessons();

    const classCard = within(section).getByRole('article', { name: `Ellie Hughes: ${place.class!.name}` });
    expect(classCard).toHaveTextContent(`Next lesson${weekdayDate(place.nextLessonOn!)}`);
    expect(classCard).toHaveTextContent('Islington Pool & Gym, Main pool, Tuesdays 17:00 to 17:30 with Megan P.');
    expect(classCard).toHaveTextContent('£34.50 a month by Direct Debit');
    // Ellie's place began months ago: when collecting began, not a first collection to come.
    const payment = place.payment!;
    if (payment.method !== 'directDebit') throw new Error('Ellie pays by Direct Debit in the seed');
    expect(payment.firstCollection.date < londonToday()).toBe(true);
    expect(classCard).toHaveTextContent(`Collected since${prettyDate(payment.firstCollection.date)}`);
    expect(classCard).not.toHaveTextContent('First collection');
    const collections = within(classCard).getByRole('list', { name: 'Next collections' });
    expect(within(collections).getAllByRole('listitem')[0]).toHaveTextContent(
      `${prettyDate(payment.upcomingCollections[0]!.date)}: £34.50`,
    );
    expect(within(classCard).getByRole('button', { name: 'Leave class: Ellie Hughes' })).toBeInTheDocument();

    const progress = within(section).getByRole('article', { name: 'Ellie Hughes: Learn to Swim, Stage 3: progress' });
    expect(progress).toHaveTextContent('6 of 7 competencies ticked.');
    const ticks = within(within(progress).getByRole('list', { name: 'Stage 3 competencies' })).getAllByRole('listitem');
    expect(ticks).toHaveLength(7);
    expect(ticks[0]).toHaveTextContent(/^✓Jump in from the side and fully submerge: passed \(\d+ \w+ \d{4}\)$/);
    expect(ticks[6]).toHaveTextContent('Push, glide and kick for 5 metres: not yet');

    const credit = ellie.makeUpCredits[0]!;
    const credits = within(section).getByRole('article', { name: 'Ellie Hughes: absences and make-up credits' });
    expect(within(credits).getByRole('list', { name: 'Absences' })).toHaveTextContent(
      weekdayDate(credit.missedLesson.lessonDate),
    );
    expect(credits).toHaveTextContent(`Available: Stage 3 make-up`);
    expect(credits).toHaveTextContent(`Use it by ${prettyDate(credit.expiresOn)}.`);
    expect(
      within(credits).getByRole('link', {
        name: `Book a make-up for Ellie Hughes, credit expiring ${prettyDate(credit.expiresOn)}`,
      }),
    ).toHaveAttribute('href', `/lessons/credits/${credit.id}/make-up`);
    // Chris himself has no lessons: only the learners with something to show are listed.
    expect(screen.queryByRole('region', { name: 'Chris Hughes' })).not.toBeInTheDocument();
  });

  it('books a make-up with Ellie’s credit: the lessons with a space, one press, and the credit shows it booked', async () => {
    const user = userEvent.setup();
    const section = await openLessons();
    await user.click(within(section).getByRole('link', { name: /^Book a make-up for Ellie Hughes/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a make-up lesson' })).toBeInTheDocument();
    const choices = await screen.findByRole('list', { name: 'Lessons you can book' });
    const first = within(choices).getAllByRole('article')[0]!;
    const [className, when] = first.getAttribute('aria-label')!.split(', ');
    expect(first).toHaveTextContent(/\d+ spaces? left/);
    await user.click(within(first).getByRole('button', { name: /^Book this make-up/ }));

    expect(await screen.findByText(`Make-up booked for Ellie Hughes: ${className} on ${when}.`)).toBeInTheDocument();
    const credits = await screen.findByRole('article', { name: 'Ellie Hughes: absences and make-up credits' });
    expect(credits).toHaveTextContent(`Booked: ${className} on ${when}.`);
    expect(within(credits).queryByRole('link', { name: /^Book a make-up/ })).not.toBeInTheDocument();
  });
});

describe('Lessons: moving up', () => {
  useSandbox();

  it('accepts a move-up in two taps: Move up, then Confirm in a dialog that has focus on it', async () => {
    const ellie = learnerNamed(await myLessons(await tokenOf(chris)), 'Ellie');
    const last = ellie.progress[0]!.competencies.filter((competency) => !competency.passed).map(({ id }) => id);
    await passLevel(ellie.id, last);
    const user = userEvent.setup();
    const section = await openLessons();
    const offer = within(section).getByRole('article', { name: /^Ellie Hughes: Move up to Stage 4/ });
    expect(offer).toHaveTextContent(/Answer by\d+ \w+ \d{4}, \d{2}:\d{2}/);
    expect(offer).toHaveTextContent(/Last lesson now\w+day \d+ \w+ \d{4}/);

    let taps = 0;
    const tap = async (element: HTMLElement) => {
      taps += 1;
      await user.click(element);
    };
    await tap(within(offer).getByRole('button', { name: 'Move up: Ellie Hughes to Stage 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Ellie Hughes up to Stage 4?' });
    expect(dialog).toHaveTextContent('The monthly Direct Debit carries on as it is.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm move up for Ellie Hughes' });
    expect(confirm).toHaveFocus();
    await tap(confirm);

    expect(
      await screen.findByText(/^Ellie Hughes moves up to Stage 4 from \w+day \d+ \w+ \d{4}\.$/),
    ).toBeInTheDocument();
    expect(taps).toBe(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Ellie Hughes' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
    const after = learnerNamed(await myLessons(await tokenOf(chris)), 'Ellie');
    // The learner is in Stage 4 from its first lesson; the Stage 3 place ends after its last (ended if that is past).
    expect(after.places.find((place) => place.level.name === 'Stage 4')).toMatchObject({ status: 'active' });
  });
});

describe('Lessons: leaving, the waiting list and offers', () => {
  useSandbox();

  it('leaving asks first, with the notice; Keep the place has focus and Escape keeps it; confirming gives notice', async () => {
    const user = userEvent.setup();
    const section = await openLessons();
    await user.click(within(section).getByRole('button', { name: 'Leave class: Ellie Hughes' }));
    let dialog = await screen.findByRole('alertdialog', { name: /^Ellie Hughes: leave Stage 3/ });
    expect(dialog).toHaveTextContent('Leaving takes a month’s notice');
    expect(within(dialog).getByRole('button', { name: 'Keep the place' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Leave class: Ellie Hughes' }));
    dialog = await screen.findByRole('alertdialog', { name: /^Ellie Hughes: leave Stage 3/ });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, give notice for Ellie Hughes' }));
    const toast = await screen.findByText(/^Ellie Hughes: Leaving: .*Last collection: £\d+\.\d{2} on \d+ \w+ \d{4}\.$/);
    expect(toast).toBeInTheDocument();
    const ellie = learnerNamed(await myLessons(await tokenOf(chris)), 'Ellie');
    const place = ellie.places.find((candidate) => candidate.status === 'active')!;
    const card = await screen.findByRole('article', { name: `Ellie Hughes: ${place.class!.name}` });
    await waitFor(() => expect(card).toHaveTextContent(`Last lesson${weekdayDate(place.lastLessonOn!)}`));
    expect(within(card).queryByRole('button', { name: /^Leave class/ })).not.toBeInTheDocument();
  });

  it('shows a place in line with its position, and an offered place with its deadline, Accept and Decline', async () => {
    await logInAsDemoCustomer(chris);
    const token = sessionToken()!;
    const rosa = await addChild(token, 'Rosa');
    const sid = await addChild(token, 'Sid');
    expect((await joinStage1Line(token, rosa, { waiting: true })).status).toBe('waiting');
    const offered = await joinStage1Line(token, sid, { waiting: false });
    expect(offered.status).toBe('offered');
    const className = offered.class!.name;
    renderApp(MyAccountApp, '/lessons');

    const inLine = await screen.findByRole('article', { name: /^Rosa Tester: Waiting list: Stage 1 at / });
    expect(inLine).toHaveTextContent(/Position\d+(st|nd|rd|th) in line/);
    expect(within(inLine).getByRole('button', { name: 'Leave waiting list for Rosa Tester' })).toBeInTheDocument();

    const offer = screen.getByRole('article', { name: `Sid Tester: Place offered: ${className}` });
    expect(offer).toHaveTextContent(/Answer by\d+ \w+ \d{4}, \d{2}:\d{2}/);
    expect(within(offer).getByRole('link', { name: 'Accept the place for Sid Tester' })).toHaveAttribute(
      'href',
      `/lessons/offers/${offered.id}`,
    );
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Decline the offer for Sid Tester' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Decline ${className} for Sid Tester?` });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, decline the offer for Sid Tester' }));
    expect(await screen.findByText(`You declined ${className} for Sid Tester.`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Sid Tester: Place offered/ })).not.toBeInTheDocument(),
    );
  });
});
