import { lazy } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage, SiteLayout } from '@leisure/layout';
import { usePageviews } from '../features/analytics/index.ts';
import { KioskHome } from '../features/kiosk/index.ts';
import { CheckoutRoute } from './routes/CheckoutRoute.tsx';
import { JoiningRoute } from './routes/JoiningRoute.tsx';

// The log-in page brings react-hook-form, which no first visit to the joining page needs (decision 0903).
const JoiningLoginPage = lazy(() =>
  import('../features/joiningLogin/index.ts').then((module) => ({ default: module.JoiningLoginPage })),
);

function JoiningLayout() {
  usePageviews();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The online-joining routes of spec 02 §2: the joining page at /, with a centre chosen at /centre/{slug} (which
 * also sets the centre's theme) and with a membership preselected by the deep link; checkout; the kiosk home; and
 * this front end's own log-in page, which leads back into the joining page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<JoiningLayout />}>
        <Route index element={<JoiningRoute />} />
        <Route path="centre/:centreSlug" element={<JoiningRoute />} />
        <Route path="centre/:centreSlug/membership/:membershipSlug/:paymentType" element={<JoiningRoute />} />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="kiosk" element={<KioskHome />} />
        <Route path="login" element={<JoiningLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
