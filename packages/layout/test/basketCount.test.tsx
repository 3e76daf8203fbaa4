import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetKeptBasketChoice, keepBasketChoice } from '@leisure/basket/keptChoice';
import { useBasketItemCount } from '../src/basket/useBasketItemCount.ts';
import { basketLabel } from '../src/header/basketLabel.ts';
import { server } from './support/mswServer.ts';
import { customerWithBasket } from './support/customerBasket.ts';
import { renderLayout } from './support/renderLayout.tsx';
import { useSandbox } from './support/sandboxApi.ts';

function BasketCount({ loggedIn }: { loggedIn: boolean }) {
  return <p>{basketLabel(useBasketItemCount(loggedIn))}</p>;
}

describe('useBasketItemCount', () => {
  useSandbox();

  it("counts the items in the customer's basket (GET cart)", async () => {
    const token = await customerWithBasket(2);
    renderLayout(<BasketCount loggedIn />, { token });
    expect(await screen.findByText('Basket, 2 items')).toBeInTheDocument();
  });

  it('asks nothing for a visitor, whose basket is empty', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    renderLayout(<BasketCount loggedIn={false} />);
    expect(screen.getByText('Basket, 0 items')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it("counts a visitor's kept sessions, following each Add (decision 0321)", async () => {
    forgetKeptBasketChoice();
    keepBasketChoice([{ type: 'session', id: 1, pricingOptionId: 1 }]);
    renderLayout(<BasketCount loggedIn={false} />);
    expect(screen.getByText('Basket, 1 item')).toBeInTheDocument();
    act(() => void keepBasketChoice([{ type: 'session', id: 2, pricingOptionId: 1 }]));
    expect(screen.getByText('Basket, 2 items')).toBeInTheDocument();
    act(() => forgetKeptBasketChoice());
    expect(screen.getByText('Basket, 0 items')).toBeInTheDocument();
  });
});
