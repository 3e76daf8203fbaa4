import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BankDetailsForm } from '@leisure/direct-debit';
import { AddressFinder } from '@leisure/form-kit/addressFinder';
import { YourDetailsSection } from '../../../src/features/joining/joinerDetails/components/YourDetailsSection.tsx';
import { renderWithProviders } from '../../support/renderWithProviders.tsx';
import { useSandbox } from '../../support/sandboxApi.ts';

// "Find address" (docs/decisions/0022-postcode-address-finder.md), against the sandbox's emulated finder.
describe('the address finder', () => {
  useSandbox();

  const finderBox = () => screen.getByRole('textbox', { name: 'Find your address' });
  const field = (name: string) => screen.getByRole('textbox', { name });

  async function findAddress(user: UserEvent, postcode: string) {
    await user.type(await screen.findByRole('textbox', { name: 'Find your address' }), postcode);
    await user.click(screen.getByRole('button', { name: 'Find address' }));
  }

  const renderRegistration = () =>
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={vi.fn()} />, { url: '/?centre=leeds' });

  it('finds the addresses at a postcode, focuses the list, and the chosen one fills the fields, which stay editable', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await findAddress(user, 'ls1 4lw');

    const list = await screen.findByRole('combobox', { name: 'Choose your address' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('30 addresses found for LS1 4LW. Choose yours from the list.');
    expect(within(list).getAllByRole('option')).toHaveLength(31);

    await user.selectOptions(list, '12 Canal Street, Leeds');
    expect(field('Address line 1')).toHaveValue('12 Canal Street');
    expect(field('Address line 2')).toHaveValue('');
    expect(field('Town or city')).toHaveValue('Leeds');
    expect(field('Postcode')).toHaveValue('LS1 4LW');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Address filled in below: 12 Canal Street, Leeds, LS1 4LW. You can change it.',
    );

    await user.type(field('Address line 2'), 'Back door');
    expect(field('Address line 2')).toHaveValue('Back door');
  });

  it('a two-line address fills both lines', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await findAddress(user, 'LS1 4AP');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Choose your address' }),
      'Flat 3, Albion House, 20 Albion Street, Leeds',
    );
    expect(field('Address line 1')).toHaveValue('Flat 3, Albion House');
    expect(field('Address line 2')).toHaveValue('20 Albion Street');
  });

  it('Enter in the postcode box finds addresses and does not send the form', async () => {
    const user = userEvent.setup();
    const onCompleted = vi.fn();
    renderWithProviders(<YourDetailsSection isLoggedIn={false} onCompleted={onCompleted} />);
    await user.type(await screen.findByRole('textbox', { name: 'Find your address' }), 'LS11 5PW{Enter}');
    expect(await screen.findByRole('combobox', { name: 'Choose your address' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it.each([
    ['LS1', 'Enter the whole postcode, like LS1 4AP'],
    ['LS1 4A', 'Enter a real postcode, like LS1 4AP'],
  ])('%j: the message shows by the postcode box, and nothing typed in the address is lost', async (typed, message) => {
    const user = userEvent.setup();
    renderRegistration();
    await user.type(await screen.findByRole('textbox', { name: 'Address line 1' }), '7 Mill Lane');
    await user.type(field('Town or city'), 'Otley');
    await findAddress(user, typed);
    await waitFor(() =>
      expect(finderBox()).toHaveAccessibleDescription(`Enter your postcode, like LS1 4AP Error: ${message}`),
    );
    expect(finderBox()).toHaveAttribute('aria-invalid', 'true');
    expect(field('Address line 1')).toHaveValue('7 Mill Lane');
    expect(field('Town or city')).toHaveValue('Otley');
    expect(screen.queryByRole('combobox', { name: 'Choose your address' })).not.toBeInTheDocument();
  });

  it('asks for a postcode before looking', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await user.click(await screen.findByRole('button', { name: 'Find address' }));
    expect(finderBox()).toHaveAccessibleDescription(
      'Enter your postcode, like LS1 4AP Error: Enter a postcode, like LS1 4AP',
    );
  });

  it('a real postcode with no addresses says so; Enter the address manually goes to the first line', async () => {
    const user = userEvent.setup();
    renderRegistration();
    await findAddress(user, 'BX1 1LT');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We could not find any addresses for BX1 1LT. Enter the address manually.',
    );
    expect(screen.queryByRole('combobox', { name: 'Choose your address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(field('Address line 1')).toHaveFocus();
  });

  it('fills the billing address of the bank details form', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <BankDetailsForm
        needsBillingAddress
        renderAddressFinder={(slot) => <AddressFinder {...slot} />}
        onSubmit={vi.fn()}
      />,
    );
    const billing = await screen.findByRole('group', { name: 'Billing address of the account' });
    await findAddress(user, 'M13 9PL');
    await user.selectOptions(
      await within(billing).findByRole('combobox', { name: 'Choose your address' }),
      '4 Oxford Road, Manchester',
    );
    expect(within(billing).getByRole('textbox', { name: 'Address line 1' })).toHaveValue('4 Oxford Road');
    expect(within(billing).getByRole('textbox', { name: 'Town or city' })).toHaveValue('Manchester');
    expect(within(billing).getByRole('textbox', { name: 'Postcode' })).toHaveValue('M13 9PL');
    expect(within(billing).queryByText('Enter the first line of your address')).not.toBeInTheDocument();
  });
});
