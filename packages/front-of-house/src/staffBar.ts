// '@leisure/front-of-house/staffBar': the entry the page frame loads on demand, once a member of staff is logged in
// (docs/decisions/0610-staff-bar-and-selected-customer.md, decision 0903's budget).
export { StaffBar, type StaffBarProps } from './components/StaffBar.tsx';
export { StaffBar as default } from './components/StaffBar.tsx';
