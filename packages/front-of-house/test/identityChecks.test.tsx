import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSession } from '@leisure/app-store/testing';
import { demoAccounts } from '@leisure/sandbox-api/testing';
import { forgetSelectedCustomer } from '../src/index.ts';
import { logInAsStaff, renderStaffBar, sam } from './support/renderStaffBar.tsx';
import { useSandbox } from './support/sandboxApi.ts';

// The desk checks who is in front of them before serving (issue 23, docs/decisions/0025): each result says the
// customer's date of birth and membership, read with the Select button.
const { sandbox } = useSandbox();

beforeEach(() => {
  forgetSession();
  forgetSelectedCustomer();
});

const dateOfBirthOf = (reference: string) =>
  (
    sandbox().services.db.prepare('SELECT date_of_birth AS born FROM users WHERE reference = ?').get(reference) as {
      born: string;
    }
  ).born;

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function resultFor(query: string, name: string) {
  const user = userEvent.setup();
  renderStaffBar(await logInAsStaff(sandbox()));
  await user.click(screen.getByRole('button', { name: 'Find customer' }));
  const dialog = screen.getByRole('dialog', { name: 'Find a customer' });
  await user.type(
    within(dialog).getByRole('searchbox', { name: 'Name, email, customer reference or postcode' }),
    query,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
  return within(dialog).findByRole('button', { name: `Select ${name}` });
}

describe('customer search results show what the desk checks identity by', () => {
  it.each([
    ['Sam: born on his date, his Swim Only active', sam.reference, 'Sam Patel', 'Membership: Swim Only, active'],
    ['Chris: no membership', demoAccounts.sharedEmailParent.reference, 'Chris Hughes', 'No membership'],
  ])('%s', async (_, reference, name, membership) => {
    const select = await resultFor(reference, `${name}, ${reference}`);
    const born = `Born ${longDate(dateOfBirthOf(reference))}`;
    expect(select).toHaveAccessibleDescription(expect.stringContaining(born));
    expect(select).toHaveAccessibleDescription(expect.stringContaining(membership));
    expect(screen.getByText(born)).toBeVisible();
    expect(screen.getByText(membership)).toBeVisible();
  });
});
