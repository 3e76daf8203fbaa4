import { Outlet, Route, Routes } from 'react-router-dom';
import { useAppSelector } from '@leisure/app-store';
import { RequireAuth, selectLoggedIn, useLogoutMutation } from '@leisure/auth';
import { AccountNavigation, LoginPage, NotFoundPage, RegisterPage, SiteLayout, useFrontEnd } from '@leisure/layout';
import { BookingsPage } from '../features/bookings/index.ts';
import { DashboardPage } from '../features/dashboard/index.ts';
import { DirectDebitPage } from '../features/directDebit/index.ts';
import { MembershipDocumentPage } from '../features/documents/index.ts';
import { FamilyPage } from '../features/family/index.ts';
import { MembershipCardPage, useForgetCardWhenLoggedOut } from '../features/membershipCard/index.ts';
import { GuestPassesPage } from '../features/guestPasses/index.ts';
import { LessonOfferPage, LessonsPage, MakeUpPage } from '../features/lessons/index.ts';
import { CancelMembershipPage, FreezeMembershipPage, MembershipsPage } from '../features/memberships/index.ts';
import { PackagesPage } from '../features/packages/index.ts';
import { PaymentReceiptPage, PaymentsPage } from '../features/payments/index.ts';
import { UserDetailsPage } from '../features/userDetails/index.ts';

/** The account pages' navigation shows to a logged-in customer. */
function AccountLayout() {
  const [logOut] = useLogoutMutation();
  const loggedIn = useAppSelector(selectLoggedIn);
  useForgetCardWhenLoggedOut(loggedIn);
  return (
    <SiteLayout sectionNav={loggedIn ? <AccountNavigation onLogOut={() => void logOut()} /> : undefined}>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The account routes of docs/product/account.md. Account pages are guarded (a visitor goes to /login with the page
 * as redirect); log-in, register and unknown paths are not, so unknown paths show not-found to everyone
 * (docs/product/platform.md D2). With online guest passes off, /guest-passes is an unknown path (account.md D26).
 * Every page loads on demand, so the first load stays small.
 */
export function AppRoutes() {
  const { features } = useFrontEnd();
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route element={<RequireAuth />}>
          <Route index element={<DashboardPage />} />
          <Route path="user-details" element={<UserDetailsPage />} />
          <Route path="memberships" element={<MembershipsPage />} />
          <Route path="memberships/:membershipId/freeze" element={<FreezeMembershipPage />} />
          <Route path="memberships/:membershipId/cancel" element={<CancelMembershipPage />} />
          <Route path="memberships/:membershipId/document" element={<MembershipDocumentPage />} />
          <Route path="membership-card" element={<MembershipCardPage />} />
          <Route path="packages" element={<PackagesPage />} />
          <Route path="bookings" element={<BookingsPage view="past" />} />
          <Route path="bookings/upcoming" element={<BookingsPage view="upcoming" />} />
          <Route path="family" element={<FamilyPage />} />
          <Route path="lessons" element={<LessonsPage />} />
          <Route path="lessons/offers/:offerId" element={<LessonOfferPage />} />
          <Route path="lessons/credits/:creditId/make-up" element={<MakeUpPage />} />
          {features.onlineGuestPasses && <Route path="guest-passes" element={<GuestPassesPage />} />}
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="payments/:paymentId/receipt" element={<PaymentReceiptPage />} />
          <Route path="payments/direct-debit" element={<DirectDebitPage />} />
        </Route>
        <Route path="login" element={<LoginPage registerPath="/register" />} />
        <Route path="register" element={<RegisterPage source="my-account" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
