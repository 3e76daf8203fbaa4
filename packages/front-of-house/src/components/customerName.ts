import type { SelectedCustomer } from '../state/frontOfHouseSlice.ts';

/** "Sam Patel": how the bar and the results name a customer. */
export const customerName = ({ firstName, lastName }: Pick<SelectedCustomer, 'firstName' | 'lastName'>): string =>
  `${firstName} ${lastName}`.trim();

/** "Sam Patel, BW100002": a name and the reference that tells two people with the same name apart. */
export const customerLabel = (customer: SelectedCustomer): string => `${customerName(customer)}, ${customer.reference}`;
