import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The API's 422 (docs/decisions/0002): "The given data was invalid.", with messages by field. */
export const invalidData = (method: Method, path: string, errors: Record<string, string[]>) => ({
  path,
  method,
  status: 422,
  message: 'The given data was invalid.',
  errors,
});

/** The API's 409, a state conflict (docs/decisions/0002): a refusal that is not about any one field. */
export const conflict = (method: Method, path: string, message: string) => ({ path, method, status: 409, message });

/** A refusal shown in a banner: it is an alert and takes focus. */
export async function findFocusedAlert(message: string): Promise<HTMLElement> {
  const banner = await screen.findByText(message);
  expect(banner).toHaveAttribute('role', 'alert');
  await waitFor(() => expect(banner).toHaveFocus());
  return banner;
}
