// State: the customer a member of staff is serving (docs/decisions/0610-staff-bar-and-selected-customer.md)
export {
  customerCleared,
  customerSelected,
  frontOfHouseSlice,
  initialFrontOfHouseState,
  injectedFrontOfHouseSlice,
  selectSelectedCustomer,
  selectSelectedCustomerId,
  selectServedBy,
  type CustomerSelected,
  type FrontOfHouseState,
  type SelectedCustomer,
} from './state/frontOfHouseSlice.ts';
export {
  forgetSelectedCustomer,
  keepSelectedCustomer,
  parentDomainOf,
  parseKeptSelection,
  readSelectedCustomer,
  SELECTED_CUSTOMER_COOKIE,
  selectionCookieAttributes,
} from './state/selectedCustomerCookie.ts';

// Hooks
export { selectServedCustomerId } from './selectedCustomerId.ts';
export { useServedCustomer, type ServedCustomer } from './hooks/useServedCustomer.ts';
export { useCustomerSelection, type CustomerSelection, type SelectOutcome } from './hooks/useCustomerSelection.ts';
export {
  CUSTOMERS_PER_PAGE,
  searchTextProblem,
  useCustomerSearch,
  type CustomerSearch,
} from './hooks/useCustomerSearch.ts';

// Components (the page frame loads the bar through '@leisure/front-of-house/staffBar')
export { StaffBar, type StaffBarProps } from './components/StaffBar.tsx';
export {
  CustomerSearchDialog,
  searchFieldLabel,
  type CustomerSearchDialogProps,
} from './components/CustomerSearchDialog.tsx';
export { customerLabel, customerName } from './components/customerName.ts';
