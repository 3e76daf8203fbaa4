import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '@leisure/app-store/testing';
import { BasketExpiryWarning } from '../src/index.ts';
import { addFirstBookable, logInWithEmptyBasket } from './support/basketFixtures.ts';
import { renderBasketHooks } from './support/renderBasket.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const sandbox = useSandbox();

beforeEach(() => forgetSession());

/** A basket whose only place is held for another 90 seconds: inside the two-minute warning. */
async function basketAboutToExpire(skip: number) {
  await logInWithEmptyBasket();
  const { cart } = await addFirstBookable(sandbox.sandbox(), { skip });
  const endsSoon = new Date(Date.now() + 90_000).toISOString();
  sandbox
    .sandbox()
    .services.db.prepare('UPDATE cart_items SET held_until = ? WHERE id = ?')
    .run(endsSoon, cart.items[0]!.id);
}

function renderWarning() {
  return renderBasketHooks({}, <BasketExpiryWarning />);
}

describe('the basket about to expire (docs/product/bookings.md D23)', () => {
  it('"Keep my places" holds them 15 minutes longer and closes', async () => {
    await basketAboutToExpire(0);
    renderWarning();

    const dialog = await screen.findByRole('alertdialog', { name: 'Your basket is about to expire' });
    expect(within(dialog).getByRole('button', { name: 'Keep my places' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my places' }));

    expect(await screen.findByText('Your places are held for 15 more minutes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('"Let them go" empties the basket', async () => {
    await basketAboutToExpire(1);
    const { hooks } = renderWarning();

    const dialog = await screen.findByRole('alertdialog', { name: 'Your basket is about to expire' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Let them go' }));

    expect(await screen.findByText('Successfully cleared order')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hooks().basket.cart?.items).toEqual([]);
  });
});
