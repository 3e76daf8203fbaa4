import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PromoCodeBox } from '../../../src/features/joining/dates/components/PromoCodeBox.tsx';
import { server } from '../../support/mswServer.ts';
import { renderWithProviders } from '../../support/renderWithProviders.tsx';
import { apiBaseUrl, useSandbox } from '../../support/sandboxApi.ts';

// The sandbox limits promotion code checks per client address (docs/decisions/0203, issue 22). Here every check
// arrives as the proxy in front of the API would pass it on, from one address.
const { sandbox } = useSandbox();

const throughTheProxy = () =>
  server.use(
    http.get(`${apiBaseUrl}/v1/membership-promotions/validate/*`, async ({ request }) => {
      const headers = new Headers(request.headers);
      headers.set('x-forwarded-for', '198.51.100.7');
      return sandbox().fetch(new Request(request.url, { method: 'GET', headers }));
    }),
  );

const gymMonthly = () =>
  (
    sandbox()
      .services.db.prepare(
        `SELECT o.id FROM membership_payment_options o JOIN membership_types t ON t.id = o.membership_type_id
         WHERE t.slug = 'gym-anywhere' AND o.payment_type = 'recurring'`,
      )
      .get() as { id: number }
  ).id;

describe('the promo code field when too many codes were tried', () => {
  it("shows the server's message next to the field", async () => {
    throughTheProxy();
    const user = userEvent.setup();
    renderWithProviders(<PromoCodeBox paymentOptionId={gymMonthly()} promotion={null} onChange={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Add a promo code' }));
    const field = screen.getByRole('textbox', { name: /^Promo code/ });
    for (let guess = 0; guess < 10; guess += 1) {
      await user.clear(field);
      await user.type(field, `GUESS${guess}`);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      await vi.waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Code not recognised')));
    }
    await user.clear(field);
    await user.type(field, 'SPRING25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Too many promotion codes tried. Please try again in 15 minutes.'),
      ),
    );
  });
});
