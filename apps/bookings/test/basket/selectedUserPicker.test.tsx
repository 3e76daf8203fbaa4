import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer, forgetSession, renderApp } from '@leisure/app-store/testing';
import { BookingsApp } from '../../src/index.ts';
import { useSandbox } from '../support/sandboxApi.ts';
import { addToBasket, logInWithEmptyBasket } from './basketPageFixtures.ts';

const { sandbox } = useSandbox();

beforeEach(() => forgetSession());

/** Chris Hughes pays for the seeded household and Ellie is his child (docs/decisions/0313); he logs in by ID. */
const chris = { username: 'BW100004', password: demoCustomer.password };

describe('"Basket for": the household (docs/decisions/0422)', () => {
  it('offers the payer themself and their child, and says these are the family', async () => {
    await logInWithEmptyBasket(chris);
    await addToBasket(sandbox(), { skip: 2 });
    renderApp(BookingsApp, '/basket');
    const picker = await screen.findByRole('combobox', { name: 'Basket for' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Chris Hughes (you)', 'Ellie Hughes']);
    expect(picker).toHaveAccessibleDescription(
      'You and your family: the people in your household on the Family page of My account.',
    );
  });

  it('is not offered to a customer in no household', async () => {
    await logInWithEmptyBasket(demoCustomer);
    await addToBasket(sandbox(), { skip: 2 });
    renderApp(BookingsApp, '/basket');
    expect(await screen.findByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Basket for' })).not.toBeInTheDocument();
  });
});
