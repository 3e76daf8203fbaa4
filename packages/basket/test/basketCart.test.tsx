import { act, screen, waitFor } from '@testing-library/react';
import { sessionLines } from '@leisure/test-support';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, forgetSession } from '@leisure/app-store/testing';
import { selectOfflinePayments } from '@leisure/payment';
import { selectedUserChanged } from '../src/index.ts';
import {
  addBehindTheScenes,
  addFirstBookable,
  bookableSession,
  choiceOf,
  logInWithEmptyBasket,
} from './support/basketFixtures.ts';
import { loadedBasket, renderBasketHooks } from './support/renderBasket.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const sandbox = useSandbox();

beforeEach(() => forgetSession());

const toast = (text: string) => screen.findByText(text);

describe('the basket follows every answer (docs/product/platform.md §4 Cart)', () => {
  it('adding replaces items, totals and credits with the answer, and toasts', async () => {
    await logInWithEmptyBasket();
    const { hooks } = await loadedBasket();
    expect(hooks().basket.cart?.items).toEqual([]);
    const session = bookableSession(sandbox.sandbox());

    let answer: Awaited<ReturnType<ReturnType<typeof hooks>['actions']['add']>>;
    await act(async () => {
      answer = await hooks().actions.add([choiceOf(session)]);
    });
    expect(answer!.items).toHaveLength(1);
    expect(hooks().basket.cart).toEqual(answer!);
    expect(hooks().basket.cart?.totals.itemCount).toBe(1);
    expect(hooks().basket.cart?.totals.total).toBeGreaterThan(0);
    expect(hooks().basket.cart?.credits).toEqual(answer!.credits);
    expect(await toast('Successfully added item to the basket.')).toBeInTheDocument();
  });

  it('removing an item replaces the basket and toasts', async () => {
    await logInWithEmptyBasket();
    const first = bookableSession(sandbox.sandbox(), { skip: 1 });
    const second = bookableSession(sandbox.sandbox(), { skip: 2 });
    await addBehindTheScenes([choiceOf(first), choiceOf(second)]);
    const { hooks } = await loadedBasket();
    expect(hooks().basket.cart?.items).toHaveLength(2);

    const line = sessionLines(hooks().basket.cart!.items).find((item) => item.session.id === first.id)!;
    await act(() => hooks().actions.remove([line.id]));
    expect(sessionLines(hooks().basket.cart?.items).map((item) => item.session.id)).toEqual([second.id]);
    expect(hooks().basket.cart?.totals.itemCount).toBe(1);
    expect(await toast('Successfully removed item from the basket.')).toBeInTheDocument();
  });

  it("changing an item's price replaces the basket and toasts", async () => {
    await logInWithEmptyBasket(demoMemberWithDirectDebit);
    const { session } = await addFirstBookable(sandbox.sandbox(), { price: 'Member' });
    const { hooks } = await loadedBasket();
    const line = sessionLines(hooks().basket.cart!.items)[0]!;
    expect(line.pricingOption.name).toBe('Adult');

    await act(() => hooks().actions.changePricingOption(line.id, session.prices.Member!));
    expect(sessionLines(hooks().basket.cart?.items)[0]?.pricingOption.name).toBe('Member');
    expect(hooks().basket.cart?.totals.total).toBe(hooks().basket.cart?.items[0]?.price.amount);
    expect(await toast('Successfully updated item in the basket.')).toBeInTheDocument();
  });

  it('discarding empties the basket and toasts "Successfully cleared order"', async () => {
    await logInWithEmptyBasket();
    await addBehindTheScenes([choiceOf(bookableSession(sandbox.sandbox(), { skip: 4 }))]);
    const { hooks } = await loadedBasket();
    expect(hooks().basket.cart?.items).toHaveLength(1);

    await act(() => hooks().actions.discard());
    expect(hooks().basket.cart?.items).toEqual([]);
    expect(hooks().basket.cart?.totals).toMatchObject({ total: 0, balance: 0, itemCount: 0 });
    expect(await toast('Successfully cleared order')).toBeInTheDocument();
  });
});

describe('held places (docs/product/bookings.md D23)', () => {
  it('"Keep my places" holds every place 15 minutes longer, and toasts', async () => {
    await logInWithEmptyBasket();
    await addFirstBookable(sandbox.sandbox(), { skip: 7 });
    const { hooks } = await loadedBasket();
    const before = hooks().basket.cart!;
    expect(before.holdExtensionsLeft).toBe(2);

    await act(() => hooks().actions.extendHolds());
    const after = hooks().basket.cart!;
    expect(Date.parse(after.expiresAt!) - Date.parse(before.expiresAt!)).toBe(15 * 60_000);
    expect(after.items[0]?.heldUntil).toBe(after.expiresAt);
    expect(after.holdExtensionsLeft).toBe(1);
    expect(await toast('Your places are held for 15 more minutes.')).toBeInTheDocument();
  });
});

describe('the selected user (docs/product/platform.md §4)', () => {
  it("choosing another customer loads that customer's basket", async () => {
    await logInWithEmptyBasket({ username: 'BW100004', password: demoMemberWithDirectDebit.password });
    const { session } = await addFirstBookable(sandbox.sandbox(), { skip: 5 });
    const { hooks, store } = await loadedBasket();
    expect(sessionLines(hooks().basket.cart?.items).map((item) => item.session.id)).toEqual([session.id]);
    const parentId = hooks().basket.cart!.selectedUserId;
    const child = sandbox.sandbox().services.db.prepare("SELECT id FROM users WHERE reference = 'BW100005'").get() as {
      id: number;
    };

    act(() => {
      store.dispatch(selectedUserChanged(child.id));
    });
    expect(hooks().basket.cart, "the parent's basket is not shown as the child's").toBeUndefined();
    await waitFor(() => expect(hooks().basket.cart?.selectedUserId).toBe(child.id));
    expect(hooks().basket.cart?.items).toEqual([]);

    act(() => {
      store.dispatch(selectedUserChanged(null));
    });
    await waitFor(() => expect(hooks().basket.cart?.selectedUserId).toBe(parentId));
    expect(hooks().basket.cart?.items).toHaveLength(1);
  });
});

describe('offline payments (docs/product/platform.md §4)', () => {
  const entered = {
    offlinePayments: {
      payments: [
        { tenderType: 'cash' as const, amount: 500 },
        { tenderType: 'credit' as const, amount: 100 },
      ],
    },
  };

  it("follow each cart answer: tenders entered here stay, credit is the server's", async () => {
    await logInWithEmptyBasket();
    const { store } = await loadedBasket({ preloadedState: entered });
    expect(selectOfflinePayments(store.getState())).toEqual([{ tenderType: 'cash', amount: 500 }]);
  });

  it('keep only credit once an item is removed', async () => {
    await logInWithEmptyBasket();
    await addFirstBookable(sandbox.sandbox(), { skip: 6 });
    const { store, hooks } = renderBasketHooks({ preloadedState: entered });
    await waitFor(() => expect(hooks().basket.cart?.items).toHaveLength(1));

    await act(() => hooks().actions.remove([hooks().basket.cart!.items[0]!.id]));
    expect(selectOfflinePayments(store.getState())).toEqual([]);
  });
});

describe('credit against the basket (docs/product/platform.md §4 offline payments)', () => {
  it("is the server's to decide: its answer becomes the offline payments' credit", async () => {
    await logInWithEmptyBasket(demoMemberWithDirectDebit);
    await addFirstBookable(sandbox.sandbox(), { skip: 2 });
    const { hooks, store } = await loadedBasket();
    const usable = hooks().basket.cart!.credits.general.maxApplicable;
    expect(usable).toBeGreaterThan(0);

    await act(() => hooks().actions.setPayment({ tenderType: 'credit', amount: usable }));
    expect(hooks().basket.cart?.payments).toEqual([{ tenderType: 'credit', amount: usable }]);
    expect(hooks().basket.cart?.totals.balance).toBe(hooks().basket.cart!.totals.total - usable);
    expect(selectOfflinePayments(store.getState())).toEqual([{ tenderType: 'credit', amount: usable }]);
  });
});
