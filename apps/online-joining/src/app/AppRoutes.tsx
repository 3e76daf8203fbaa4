import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { selectSessionFlags, useAppSelector } from '@leisure/app-store';
import { NotFoundPage, SiteLayout } from '@leisure/layout';
import { usePageviews } from '../features/analytics/index.ts';
import { JoiningPage, visitEndNavigation } from '../features/joining/index.ts';

// Pages other than the joining page load on demand: a first visit to the joining page needs none of them (the log-in
// page brings react-hook-form, checkout the payment forms; decision 0903).
const JoiningLoginPage = lazy(() =>
  import('../features/joiningLogin/index.ts').then((module) => ({ default: module.JoiningLoginPage })),
);
const KioskHome = lazy(() => import('../features/kiosk/index.ts').then((module) => ({ default: module.KioskHome })));
const OrderConfirmationPage = lazy(() =>
  import('../features/checkout/index.ts').then((module) => ({ default: module.OrderConfirmationPage })),
);
const KioskIdleGuard = lazy(() =>
  import('../features/kiosk/index.ts').then((module) => ({ default: module.KioskIdleGuard })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/index.ts').then((module) => ({ default: module.CheckoutPage })),
);

function JoiningLayout() {
  usePageviews();
  const flags = useAppSelector(selectSessionFlags);
  const navigate = useNavigate();
  // On a kiosk, Log out is the end of the visit: the kiosk home clears what the customer left (decision 0920).
  const endKioskVisit = () => void navigate(...visitEndNavigation(flags, false));
  return (
    <SiteLayout onLogOut={flags.kiosk ? endKioskVisit : undefined}>
      <Outlet />
      {flags.kiosk && (
        <Suspense fallback={null}>
          <KioskIdleGuard />
        </Suspense>
      )}
    </SiteLayout>
  );
}

/**
 * The online-joining routes of docs/product/joining.md §2: the joining page at /, with a centre chosen at /centre/{slug} (which
 * also sets the centre's theme) and with a membership preselected by the deep link; checkout; the kiosk home; and
 * the order confirmation; and this front end's own log-in page, which leads back into the joining page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<JoiningLayout />}>
        <Route index element={<JoiningPage />} />
        <Route path="centre/:centreSlug" element={<JoiningPage />} />
        <Route path="centre/:centreSlug/membership/:membershipSlug/:paymentType" element={<JoiningPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order-confirmed/:orderId" element={<OrderConfirmationPage />} />
        <Route path="kiosk" element={<KioskHome />} />
        <Route path="login" element={<JoiningLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
