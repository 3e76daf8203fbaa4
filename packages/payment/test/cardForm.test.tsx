import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CardForm, SavedCardForm, type CardFormHandle } from '../src/index.ts';
import { renderWithTheme } from './support/renderWithTheme.tsx';

function renderCardForm(props: Partial<Parameters<typeof CardForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onValidityChange = vi.fn();
  const ref = createRef<CardFormHandle>();
  renderWithTheme(
    <CardForm ref={ref} testMode onSubmit={onSubmit} onValidityChange={onValidityChange} {...props}>
      <button type="submit">Pay £15.50 now</button>
    </CardForm>,
  );
  return { onSubmit, onValidityChange, ref, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ann',
    'Last name': 'Smith',
    'Address line 1': '1 High Street',
    'Town or city': 'Salford',
    Postcode: 'M50 3AA',
    'Cardholder name': 'Ann Smith',
    'Card number': '4462 0000 0000 0003',
    'Expiry date': '12/30',
    'Security code': '123',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label, { exact: false }));
    if (value) await user.type(screen.getByLabelText(label, { exact: false }), value);
  }
}

describe('CardForm', () => {
  it('gives each field the autocomplete the browser fills cards and addresses from', () => {
    renderCardForm();
    const autocomplete = (label: string) => screen.getByLabelText(label, { exact: false }).getAttribute('autocomplete');
    expect(autocomplete('First name')).toBe('given-name');
    expect(autocomplete('Last name')).toBe('family-name');
    expect(autocomplete('Address line 1')).toBe('address-line1');
    expect(autocomplete('Address line 2')).toBe('address-line2');
    expect(autocomplete('Town or city')).toBe('address-level2');
    expect(autocomplete('Postcode')).toBe('postal-code');
    expect(autocomplete('Cardholder name')).toBe('cc-name');
    expect(autocomplete('Card number')).toBe('cc-number');
    expect(autocomplete('Expiry date')).toBe('cc-exp');
    expect(autocomplete('Security code')).toBe('cc-csc');
    expect(screen.getByLabelText('Card number', { exact: false })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Full name as it appears on the card')).toBeInTheDocument();
  });

  it('offers to save the card only when saved cards are enabled', () => {
    renderCardForm();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says that saving replaces any saved card', () => {
    renderCardForm({ savedCardsEnabled: true });
    expect(screen.getByRole('checkbox', { name: /save this card/i })).toBeInTheDocument();
    expect(screen.getByText('This replaces any saved card.')).toBeInTheDocument();
  });

  it('shows a message when a field is left, then follows the typing', async () => {
    const { user } = renderCardForm();
    const number = screen.getByLabelText('Card number', { exact: false });
    await user.type(number, '4462000000000004');
    expect(screen.queryByText('Please enter a valid card number')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid card number')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '4462000000000003');
    expect(screen.queryByText('Please enter a valid card number')).not.toBeInTheDocument();
  });

  it('a failed submit lists every problem in a summary that takes focus, with the exact messages', async () => {
    const { user, onSubmit } = renderCardForm({ testMode: false });
    await fillIn(user, {
      'First name': 'A',
      'Cardholder name': 'Al',
      'Card number': '4462000000000004',
      'Expiry date': '01/20',
      'Security code': 'FAIL',
    });
    await user.click(screen.getByRole('button', { name: 'Pay £15.50 now' }));
    const summary = screen.getByRole('alert');
    // The summary's box (holding the alert) takes focus.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
    expect(document.activeElement?.contains(summary)).toBe(true);
    for (const message of [
      'Please enter your first name.',
      'Please enter the name as it appears on the card',
      'Please enter a valid card number',
      'Please enter a valid expiry date',
      'Please enter a valid security code',
    ]) {
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the values to the submit callback and reports the form valid', async () => {
    const { user, onSubmit, onValidityChange } = renderCardForm({ savedCardsEnabled: true });
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await fillIn(user, { 'Security code': 'FAIL' });
    await waitFor(() => expect(onValidityChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Pay £15.50 now' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        billingFirstName: 'Ann',
        billingAddressLineTwo: '',
        billingPostcode: 'M50 3AA',
        cardNumber: '4462 0000 0000 0003',
        expiryDate: '12/30',
        securityCode: 'FAIL',
        saveCard: true,
      }),
      expect.anything(),
    );
  });

  it.each([
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12 / 28', '12/28'],
    ['328', '03/28'],
  ])('shows an expiry typed key by key as %s as %s, the slash added, and pays with it', async (typed, shown) => {
    const { user, onSubmit } = renderCardForm();
    await fillIn(user, { 'Expiry date': typed });
    expect(screen.getByLabelText('Expiry date', { exact: false })).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Pay £15.50 now' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expiryDate: shown }), expect.anything());
  });

  it('takes the slash away again as the expiry is deleted', async () => {
    const { user } = renderCardForm();
    const expiry = screen.getByLabelText('Expiry date', { exact: false });
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('1');
  });

  it.each([
    ['4462000000000003', '4462 0000 0000 0003', 'Visa'],
    ['5555555555554444', '5555 5555 5555 4444', 'Mastercard'],
    ['378282246310005', '3782 822463 10005', 'American Express'],
  ])('shows the card number %s in groups, %s, with its brand', async (typed, shown, brand) => {
    const { user } = renderCardForm();
    const number = screen.getByLabelText('Card number', { exact: false });
    expect(screen.queryByText(brand)).not.toBeInTheDocument();
    await user.type(number, typed);
    expect(number).toHaveValue(shown);
    expect(number).toHaveAccessibleDescription(brand);
  });

  it('keeps the caret where a digit is corrected in the middle of the number', async () => {
    const { user } = renderCardForm();
    const number = screen.getByLabelText<HTMLInputElement>('Card number', { exact: false });
    await user.type(number, '4462000000000003');
    await user.type(number, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(number).toHaveValue('4462 0000 0000 003');
    expect(number.selectionStart).toBe(5);
  });

  it('wants 4 digits for an American Express card', async () => {
    const { user } = renderCardForm();
    await fillIn(user, { 'Card number': '378282246310005', 'Security code': '123' });
    await user.click(screen.getByRole('button', { name: 'Pay £15.50 now' }));
    expect(screen.getAllByText('Please enter a valid security code').length).toBeGreaterThan(0);
  });

  it('after a failed payment clears only the card fields', async () => {
    const { user, ref, onValidityChange } = renderCardForm();
    await fillIn(user);
    act(() => ref.current?.clearCardFields());
    expect(screen.getByLabelText('Card number', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Expiry date', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Security code', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('First name', { exact: false })).toHaveValue('Ann');
    expect(screen.getByLabelText('Cardholder name', { exact: false })).toHaveValue('Ann Smith');
    await waitFor(() => expect(onValidityChange).toHaveBeenLastCalledWith(false));
  });

  it('shows every message and the focused summary when Pay is pressed while the form is invalid', async () => {
    const { ref, onSubmit } = renderCardForm();
    act(() => ref.current?.showErrors());
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
    expect(document.activeElement?.contains(summary)).toBe(true);
    expect(screen.getAllByText('Please enter a valid card number').length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the provider's messages on the card fields", () => {
    renderCardForm({ providerErrors: { expiryDate: 'Please enter a valid expiry date' } });
    expect(screen.getAllByText('Please enter a valid expiry date').length).toBeGreaterThan(0);
  });
});

const savedCard = {
  id: 5,
  cardType: 'visa' as const,
  lastFourDigits: '0003',
  cardHolderName: 'Ann Smith',
  expiryDate: '12/30',
  externalIdentifier: 'TOKEN',
  cardImage: '/cards/visa.svg',
  recentlyExpired: false,
};

describe('SavedCardForm', () => {
  it('needs only the security code and says the card cannot be edited', async () => {
    const onSubmit = vi.fn();
    const onValidityChange = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <SavedCardForm savedCard={savedCard} testMode={false} onSubmit={onSubmit} onValidityChange={onValidityChange}>
        <button type="submit">Pay</button>
      </SavedCardForm>,
    );
    expect(screen.getByText(/Visa ending 0003, expires 12\/30/)).toBeInTheDocument();
    expect(screen.getByText(/cannot be edited.*delete this card and save a new one at checkout/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getAllByText('Please enter a valid security code').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Security code', { exact: false }), '123');
    await waitFor(() => expect(onValidityChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledWith({ securityCode: '123' }, expect.anything());
  });

  it('says when the saved card has expired and stays invalid', () => {
    const onValidityChange = vi.fn();
    renderWithTheme(
      <SavedCardForm
        savedCard={{ ...savedCard, recentlyExpired: true }}
        testMode
        onSubmit={vi.fn()}
        onValidityChange={onValidityChange}
      />,
    );
    expect(
      screen.getByText('Your saved card has expired. You can save details of a new card below.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Security code', { exact: false })).not.toBeInTheDocument();
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
  });
});
