import { lazy } from 'react';

// Sections 2 to 7 are not needed to show the first page (choosing a centre): they load when first opened, keeping
// forms and the modulus-check tables out of the first load (issue 3's budget).
export const LazyYourDetailsSection = lazy(() =>
  import('../joinerDetails/components/YourDetailsSection.tsx').then((module) => ({
    default: module.YourDetailsSection,
  })),
);
export const LazyBankDetailsForm = lazy(() =>
  import('./JoiningDirectDebit.tsx').then((module) => ({ default: module.JoiningBankDetailsForm })),
);
export const LazyDirectDebitConfirmation = lazy(() =>
  import('./JoiningDirectDebit.tsx').then((module) => ({ default: module.DirectDebitConfirmation })),
);
export const LazyDatesStep = lazy(() => import('./DatesStep.tsx').then((module) => ({ default: module.DatesStep })));
export const LazyMembershipStep = lazy(() =>
  import('./MembershipStep.tsx').then((module) => ({ default: module.MembershipStep })),
);
export const LazyRenewMembership = lazy(() =>
  import('./RenewMembership.tsx').then((module) => ({ default: module.RenewMembership })),
);
