import { Outlet, Route, Routes } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { logout, RequireAuth, selectLoggedIn } from '@leisure/auth';
import { AccountNavigation, LoginPage, NotFoundPage, SiteLayout } from '@leisure/layout';
import { DashboardRoute } from './routes/DashboardRoute.tsx';

/** The account pages' navigation shows to a logged-in customer. */
function AccountLayout() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <SiteLayout sectionNav={loggedIn ? <AccountNavigation onLogOut={() => void dispatch(logout())} /> : undefined}>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * The account routes of docs/product/platform.md §2 built so far. Known account pages are guarded (a visitor goes to /login with
 * the page as redirect); unknown paths are not, so they show not-found to everyone (docs/product/platform.md D2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route element={<RequireAuth />}>
          <Route index element={<DashboardRoute />} />
        </Route>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
