import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { demoCustomer, logInAsDemoCustomer, renderApp } from '@leisure/app-store/testing';
import { MyAccountApp } from '../../src/index.ts';

/** Logs in as `account` and opens the account page at `path`, waiting for its h1. */
export async function openAccountPage(path: string, heading: string, account = demoCustomer): Promise<void> {
  await logInAsDemoCustomer(account);
  renderApp(MyAccountApp, path);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}
