import { Outlet, Route, Routes } from 'react-router-dom';
import { LoginPage, NotFoundPage, SiteLayout } from '@leisure/layout';
import { JoiningRoute } from './routes/JoiningRoute.tsx';

function JoiningLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The online-joining routes of spec 02 §2 built so far: the joining page at / and with a centre chosen at
 * /centre/{slug} (which also sets the centre's theme). After logging in without a redirect, the joining page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<JoiningLayout />}>
        <Route index element={<JoiningRoute />} />
        <Route path="centre/:centreSlug" element={<JoiningRoute />} />
        <Route path="login" element={<LoginPage fallback="/" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
