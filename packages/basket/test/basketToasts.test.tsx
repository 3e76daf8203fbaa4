import { act, screen, waitFor } from '@testing-library/react';
import { sessionLines } from '@leisure/test-support';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoMemberWithDirectDebit, forgetSession, testApiBaseUrl } from '@leisure/app-store/testing';
import { addFirstBookable, bookableSession, choiceOf, logInWithEmptyBasket } from './support/basketFixtures.ts';
import { server } from './support/mswServer.ts';
import { loadedBasket } from './support/renderBasket.tsx';
import { useSandbox } from './support/sandboxApi.ts';

const sandbox = useSandbox();

beforeEach(() => forgetSession());

/** The demo member with a Direct Debit logged in, the first `category` session they may hold added, the basket loaded. */
async function memberBasketWithFirstBookable(category: string) {
  await logInWithEmptyBasket(demoMemberWithDirectDebit);
  await addFirstBookable(sandbox.sandbox(), { category });
  const { hooks } = await loadedBasket();
  return { hooks, line: sessionLines(hooks().basket.cart!.items)[0]! };
}

describe('benefits and package uses (docs/product/platform.md §4, §8)', () => {
  it('removing a membership benefit makes the line paid for and toasts "Successfully removed benefit."', async () => {
    const { hooks, line } = await memberBasketWithFirstBookable('racquet-sports');
    expect(line.appliedBenefit).not.toBeNull();
    expect(line.price.amount).toBe(0);

    await act(() => hooks().actions.removeBenefit(line.id));
    expect(hooks().basket.cart?.items[0]).toMatchObject({ appliedBenefit: null });
    expect(hooks().basket.cart?.items[0]?.price.amount).toBeGreaterThan(0);
    expect(hooks().basket.cart?.totals.total).toBeGreaterThan(0);
    expect(await screen.findByText('Successfully removed benefit.')).toBeInTheDocument();
  });

  it('removing a package use makes the line paid for and toasts "Successfully removed package usage."', async () => {
    const { hooks, line } = await memberBasketWithFirstBookable('swimming');
    expect(line.appliedPackageUsage).not.toBeNull();

    await act(() => hooks().actions.removePackageUsage(line.id));
    expect(hooks().basket.cart?.items[0]).toMatchObject({ appliedPackageUsage: null });
    expect(hooks().basket.cart?.items[0]?.price.amount).toBeGreaterThan(0);
    expect(await screen.findByText('Successfully removed package usage.')).toBeInTheDocument();
  });
});

describe('failures (docs/product/platform.md §8 Basket)', () => {
  it("show the server's message", async () => {
    await logInWithEmptyBasket();
    const session = bookableSession(sandbox.sandbox(), { skip: 7 });
    sandbox
      .sandbox()
      .services.db.prepare('UPDATE activity_sessions SET offline_bookings = capacity WHERE id = ?')
      .run(session.id);
    const { hooks } = await loadedBasket();

    let answer: unknown = 'not called';
    await act(async () => {
      answer = await hooks().actions.add([choiceOf(session)]);
    });
    expect(answer).toBeUndefined();
    expect(await screen.findByText('This session is full.')).toBeInTheDocument();
    expect(hooks().basket.cart?.items).toEqual([]);
  });

  it('say "Something went wrong, please try again." when the server sent no message of its own', async () => {
    await logInWithEmptyBasket();
    const { hooks } = await loadedBasket();
    sandbox.injectFault({ path: '/cart/remove', status: 500 });

    await act(() => hooks().actions.remove([1]));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });

  it('say it too when no answer came back', async () => {
    await logInWithEmptyBasket();
    const { hooks } = await loadedBasket();
    server.use(http.delete(`${testApiBaseUrl}/cart`, () => HttpResponse.error()));

    await act(() => hooks().actions.discard());
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });
});

describe('the flags (docs/product/platform.md §4 Cart)', () => {
  it('show adding and removing while the calls are under way', async () => {
    await logInWithEmptyBasket();
    const { hooks } = await loadedBasket();
    const session = bookableSession(sandbox.sandbox(), { skip: 8 });
    sandbox.injectFault({ path: '/cart/add', delayMs: 200 });

    let adding: Promise<unknown> = Promise.resolve();
    act(() => {
      adding = hooks().actions.add([choiceOf(session)]);
    });
    await waitFor(() => expect(hooks().basket.adding).toBe(true));
    expect(hooks().basket.removing).toBe(false);
    await act(() => adding);
    expect(hooks().basket.adding).toBe(false);

    sandbox.injectFault({ path: '/cart', method: 'DELETE', delayMs: 200 });
    let discarding: Promise<unknown> = Promise.resolve();
    act(() => {
      discarding = hooks().actions.discard();
    });
    await waitFor(() => expect(hooks().basket.removing).toBe(true));
    await act(() => discarding);
    expect(hooks().basket.removing).toBe(false);
    expect(hooks().basket.cart?.items).toEqual([]);
  });
});
