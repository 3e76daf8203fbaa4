import { Outlet, Route, Routes } from 'react-router-dom';
import { LoginPage, NotFoundPage, SiteLayout } from '@leisure/layout';
import { usePageviews } from '../features/analytics/index.ts';
import { CheckoutRoute } from './routes/CheckoutRoute.tsx';
import { JoiningRoute } from './routes/JoiningRoute.tsx';

function JoiningLayout() {
  usePageviews();
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The online-joining routes of spec 02 §2 built so far: the joining page at /, with a centre chosen at
 * /centre/{slug} (which also sets the centre's theme) and with a membership preselected by the deep link; checkout. After logging in without a redirect, the joining page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<JoiningLayout />}>
        <Route index element={<JoiningRoute />} />
        <Route path="centre/:centreSlug" element={<JoiningRoute />} />
        <Route path="centre/:centreSlug/membership/:membershipSlug/:paymentType" element={<JoiningRoute />} />
        <Route path="checkout" element={<CheckoutRoute />} />
        <Route path="login" element={<LoginPage fallback="/" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
