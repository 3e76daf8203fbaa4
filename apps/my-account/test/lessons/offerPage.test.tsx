import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { weekdayDate } from '@leisure/dates';
import { demoCustomer, logInAsDemoCustomer, renderApp, sessionToken } from '@leisure/app-store/testing';
import { DashboardPage } from '../../src/features/dashboard/index.ts';
import { LessonOfferPage, LessonsPage } from '../../src/features/lessons/index.ts';
import { MyAccountApp } from '../../src/index.ts';
import { preloadPages } from '../support/preloadPages.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addChild, chris, joinStage1Line, learnerNamed, myLessons } from './lessonsFixtures.ts';

preloadPages(LessonOfferPage, LessonsPage, DashboardPage);

const AUTHORISATION =
  'I confirm that I am the account holder and am authorised to set up Direct Debit payments on this account';
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** A child of the logged-in parent offered a Stage 1 place, as a freed place is offered (docs/decisions/0591). */
async function childOffered(account: { username: string; password: string }, firstName: string) {
  await logInAsDemoCustomer(account);
  const token = sessionToken()!;
  const child = await addChild(token, firstName);
  const place = await joinStage1Line(token, child, { waiting: false });
  expect(place.status).toBe('offered');
  return { token, place, className: place.class!.name, name: `${firstName} Tester` };
}

async function openOffer(offerId: number) {
  renderApp(MyAccountApp, `/lessons/offers/${offerId}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Lesson offer' })).toBeInTheDocument();
}

async function typeBankDetails(user: UserEvent) {
  await user.type(textbox('Name on the account'), 'Sam Taylor');
  await user.type(textbox('Sort code'), '10-79-99');
  await user.type(textbox('Account number'), '88837491');
  await user.click(screen.getByRole('checkbox', { name: AUTHORISATION }));
}

describe('an offer’s page, where the offer email links', () => {
  useSandbox();

  it('shows the offered class and its deadline, and accepts it on the existing Direct Debit', async () => {
    const user = userEvent.setup();
    const { place, className, name } = await childOffered(chris, 'Sid');
    await openOffer(place.id);
    const card = await screen.findByRole('article', { name: `${name}: Place offered: ${className}` });
    expect(card).toHaveTextContent(/Answer by\d+ \w+ \d{4}, \d{2}:\d{2}/);
    expect(card).toHaveTextContent(`First lesson${weekdayDate(place.offer!.firstLessonOn!)}`);
    // The card is answered below it, not from it.
    expect(within(card).queryByRole('link', { name: /^Accept/ })).not.toBeInTheDocument();
    const accept = await screen.findByRole('article', { name: 'Accept and pay monthly by Direct Debit' });
    expect(accept).toHaveTextContent(/a month is collected by your Direct Debit from the account \*+\d{4} on the \d+/);

    await user.click(within(accept).getByRole('button', { name: `Accept the place for ${name}` }));
    expect(
      await screen.findByText(new RegExp(`^${name} has a place in ${className}\\. First lesson: `)),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' })).toBeInTheDocument();
    const active = await screen.findByRole('article', { name: `${name}: ${className}` });
    expect(active).toHaveTextContent('a month by Direct Debit');
  });

  it('without a Direct Debit: the bank-details step, its checks, the check of the details, then the place', async () => {
    const user = userEvent.setup();
    const { place, className, name } = await childOffered(demoCustomer, 'Ava');
    await openOffer(place.id);
    await screen.findByRole('article', { name: 'Accept and pay monthly by Direct Debit' });
    expect(screen.getByRole('combobox', { name: /^Billing day/ })).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const problems = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(problems.parentElement).toHaveFocus());
    expect(textbox('Sort code')).toHaveAccessibleDescription(expect.stringContaining('Enter a valid sort code'));

    await typeBankDetails(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Billing day/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('88837491')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and accept the place' }));

    expect(await screen.findByText(new RegExp(`^${name} has a place in ${className}\\.`))).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `${name}: ${className}` })).toHaveTextContent(
      'a month by Direct Debit',
    );
  });

  it('says so when the offer is no longer open, with the way back to the lessons', async () => {
    const user = userEvent.setup();
    const { place, name } = await childOffered(chris, 'Noor');
    await openOffer(place.id);
    await user.click(await screen.findByRole('button', { name: `Decline the place for ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Decline / });
    await user.click(within(dialog).getByRole('button', { name: `Yes, decline the offer for ${name}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons' })).toBeInTheDocument();

    await openOffer(place.id);
    expect(await screen.findByText(/This offer is no longer open/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your lessons' })).toHaveAttribute('href', '/lessons');
  });
});

describe('the dashboard’s alert for a lesson offer', () => {
  useSandbox();

  it('names the learner with an offer waiting and links to the offer’s page', async () => {
    const { place, token } = await childOffered(chris, 'Zac');
    renderApp(MyAccountApp, '/');
    const alerts = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(
      within(alerts).getByRole('heading', { level: 3, name: 'Zac has been offered a place in a class' }),
    ).toBeVisible();
    expect(within(alerts).getByRole('link', { name: 'See the offer for Zac' })).toHaveAttribute(
      'href',
      `/lessons/offers/${place.id}`,
    );
    expect(learnerNamed(await myLessons(token), 'Zac').places[0]!.status).toBe('offered');
  });
});
