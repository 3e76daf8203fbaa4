import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OnlineJoiningApp } from '../../src/index.ts';
import { logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { server } from '../support/mswServer.ts';
import { apiBaseUrl, useSandbox } from '../support/sandboxApi.ts';

const centre = 'manchester-aquatics';
const toast = (text: string) => screen.findByText(text, {}, { timeout: 4000 });

describe('the joining page (docs/product/joining.md §2, §4, §8)', () => {
  const { injectFault } = useSandbox();

  it('on /centre/{slug} the centre is completed and Choose your membership is open (docs/product/joining.md D8)', async () => {
    renderApp(OnlineJoiningApp, `/centre/${centre}`);
    const membership = await screen.findByRole('region', { name: 'Choose your membership' });
    expect(await within(membership).findByRole('list', { name: 'Memberships' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Choose your home centre' })).toBeInTheDocument();
    // Collapsed: its content is out of the accessibility tree.
    expect(screen.queryByRole('region', { name: 'Choose your home centre' })).not.toBeInTheDocument();
  });

  it('on /centre/{slug}, while the centres load, Choose your membership holds its place (decision 0904)', async () => {
    // The centres' answer waits for the test (then the sandbox gives it): on a busy machine it could otherwise come,
    // with the memberships, before the section is first looked at.
    let answerCentres = () => {};
    const centresHeld = new Promise<void>((resolve) => (answerCentres = resolve));
    server.use(http.get(`${apiBaseUrl}/venues/online-joining`, () => centresHeld.then(() => undefined)));
    renderApp(OnlineJoiningApp, `/centre/${centre}`);
    const membership = await screen.findByRole('region', { name: 'Choose your membership' });
    expect(within(membership).getByText('Loading memberships')).toBeInTheDocument();
    expect(screen.queryByText('Choose your home centre first.')).not.toBeInTheDocument();
    answerCentres();
    expect(await within(membership).findByRole('list', { name: 'Memberships' })).toBeInTheDocument();
  });

  it('the deep link chooses the membership and opens Your details', async () => {
    renderApp(OnlineJoiningApp, `/centre/${centre}/membership/gym-anywhere/monthly`);
    expect(await screen.findByRole('region', { name: 'Your details' })).toBeVisible();
    await waitFor(() => expect(window.location.search).toBe('?step=details'));
    expect(window.location.pathname).toBe(`/centre/${centre}`);
    const summary = screen.getByRole('complementary', { name: 'Your selection' });
    expect(within(summary).getByText('Gym Anywhere')).toBeInTheDocument();
  });

  it('a deep link to a membership that is not sold there says so', async () => {
    renderApp(OnlineJoiningApp, `/centre/${centre}/membership/no-such-membership/monthly`);
    expect(await toast('Could not find selected membership')).toBeInTheDocument();
  });

  it('an ineligible choice shows the toast and returns to the centre section', async () => {
    await logInAsDemoCustomer();
    renderApp(OnlineJoiningApp, `/centre/${centre}/membership/junior-swim-and-sport/monthly`);
    expect(await toast('You are ineligible for the membership you selected.')).toBeInTheDocument();
    const centreSection = await screen.findByRole('region', { name: 'Choose your home centre' });
    expect(within(centreSection).getByRole('button', { name: 'Change location' })).toBeVisible();
    expect(within(centreSection).getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  it('a logged-in member sees ineligible memberships only when asked, marked and without a choose button', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    renderApp(OnlineJoiningApp, `/centre/${centre}`);
    const membership = await screen.findByRole('region', { name: 'Choose your membership' });
    const list = await within(membership).findByRole('list', { name: 'Memberships' });
    expect(within(list).queryByText('You are not eligible for this membership')).not.toBeInTheDocument();
    await user.click(within(membership).getByRole('checkbox', { name: 'Show ineligible memberships' }));
    const junior = (await within(list).findAllByRole('listitem')).find((item) =>
      within(item).queryByText(/Junior Swim/),
    )!;
    expect(within(junior).getByText('You are not eligible for this membership')).toBeInTheDocument();
    expect(within(junior).queryByRole('button', { name: /^Choose/ })).not.toBeInTheDocument();
    await user.click(within(junior).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You are ineligible for this membership')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Choose this membership' })).toBeDisabled();
  });

  it('the Single payment toggle lists single-payment memberships, labelled as such', async () => {
    const user = userEvent.setup();
    renderApp(OnlineJoiningApp, `/centre/${centre}`);
    const membership = await screen.findByRole('region', { name: 'Choose your membership' });
    await within(membership).findByRole('list', { name: 'Memberships' });
    await user.click(within(membership).getByRole('radio', { name: 'Single payment' }));
    await waitFor(() => {
      const list = within(membership).getByRole('list', { name: 'Memberships' });
      const names = within(list).getAllByRole('heading', { level: 3 });
      expect(names.length).toBeGreaterThan(0);
      expect(within(list).getAllByText('Single payment membership')).toHaveLength(names.length);
    });
  });

  async function reachDatesAsMember(user: ReturnType<typeof userEvent.setup>) {
    renderApp(OnlineJoiningApp, `/centre/${centre}/membership/gym-anywhere/single-payment`);
    const details = await screen.findByRole('region', { name: 'Your details' });
    // The member's saved answers come back in later tests (one sandbox per file): replace, not append.
    const contactName = await within(details).findByRole('textbox', { name: 'Emergency contact name' });
    const contactPhone = within(details).getByRole('textbox', { name: 'Emergency contact phone number' });
    await user.clear(contactName);
    await user.type(contactName, 'Ravi Patel');
    await user.clear(contactPhone);
    await user.type(contactPhone, '07700 900111');
    await user.click(within(details).getByRole('button', { name: 'Continue' }));
    const dates = await screen.findByRole('region', { name: 'Review & select dates' }, { timeout: 4000 });
    for (const name of [/Health commitment/, /Membership terms/]) {
      await user.click(await within(dates).findByRole('checkbox', { name }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    }
    return dates;
  }

  /** A member reaches the dates and saves, and the store answers with `status` (and `errors`). */
  async function saveFailingWith(status: number, errors?: Record<string, string[]>) {
    await logInAsDemoCustomer();
    injectFault({ path: '/memberships/online-joining/store', method: 'POST', status, errors });
    const user = userEvent.setup();
    const dates = await reachDatesAsMember(user);
    await user.click(within(dates).getByRole('button', { name: 'Save and continue to checkout' }));
    return dates;
  }

  it('a failed store without field messages shows the generic toast and a banner, and keeps the choices', async () => {
    const dates = await saveFailingWith(500);
    expect(await toast('Something went wrong, please try again')).toBeInTheDocument();
    expect(await screen.findByText('Something has gone wrong, please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/centre/${centre}`);
    expect(within(dates).getByRole('checkbox', { name: /Health commitment/ })).toBeChecked();
  });

  it('a 419 asks the user to reload', async () => {
    await saveFailingWith(419);
    expect(await screen.findByText('Something has gone wrong, please reload and try again.')).toBeInTheDocument();
  });

  it('422 field messages show in the section they belong to, marked with a warning', async () => {
    const dates = await saveFailingWith(422, { start_date: ['The start date must be within a month of today.'] });
    expect(await within(dates).findByText('The start date must be within a month of today.')).toBeInTheDocument();
    expect(within(dates).getByRole('heading', { name: 'Validation errors' })).toBeInTheDocument();
    expect(screen.getAllByText('Has errors').length).toBeGreaterThan(0);
  });

  it('a successful store goes to /checkout with the total the summary showed', async () => {
    await logInAsDemoCustomer();
    const user = userEvent.setup();
    const dates = await reachDatesAsMember(user);
    const summary = screen.getByRole('complementary', { name: 'Your selection' });
    const total = await within(summary).findByText(/^£\d+\.\d\d$/, { selector: 'dd.total' });
    await user.click(within(dates).getByRole('button', { name: 'Save and continue to checkout' }));
    expect(await toast('Membership added to basket.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: `Checkout: ${total.textContent}` }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/checkout');
  });
});
