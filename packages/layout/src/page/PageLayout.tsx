import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@leisure/auth';
import StaffBarPlaceholder from '@leisure/front-of-house/staffBarPlaceholder';
import { SkipLink, Spinner } from '@leisure/ui';
import { Header } from '../header/Header.tsx';
import { KioskBar } from '../kiosk/KioskBar.tsx';
import { useFrontEnd } from '../frontEnd/frontEndContext.ts';
import { useHrefTo } from '../frontEnd/useHrefTo.ts';
import { destinations } from '../navigation/navItems.ts';
import { AppUpdateBanner } from '../appUpdate/AppUpdateBanner.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * With a footer, the main content is at least a screen high, so the footer starts below the fold: content that arrives
 * with its data (or a page loaded on demand) then grows the page under the fold, instead of pushing a footer in
 * view down the screen (layout shift: docs/decisions/0032-no-layout-shift-on-deep-pages.md).
 */
const Main = styled.main<{ $footerBelowFold: boolean; $waiting: boolean }>`
  flex: 1 0 auto;
  ${({ $footerBelowFold }) => $footerBelowFold && 'min-height: 100vh;'}
  ${({ $waiting }) => $waiting && 'visibility: hidden;'}
  width: 100%;
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.l} ${theme.spacing.xxl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.l} ${theme.spacing.m} ${theme.spacing.xl}`};
  }
`;

export const mainContentId = 'main-content';

// Loaded only once a member of staff is logged in: customers never download it (decision 0903's budget).
const StaffBar = lazy(() => import('@leisure/front-of-house/staffBar'));

/**
 * The staff bar for a logged-in member of staff (docs/decisions/0610-staff-bar-and-selected-customer.md); a teacher's
 * links their day's classes (docs/decisions/0596). While its chunk loads, a placeholder as tall holds its place, so the
 * page below does not move down when it arrives (docs/decisions/0036-layout-shift.md).
 */
function StaffBarSlot() {
  const { user } = useCurrentUser();
  const hrefTo = useHrefTo();
  if (user?.role !== 'staff') return null;
  return (
    <Suspense fallback={<StaffBarPlaceholder teaching={Boolean(user.teaches)} />}>
      <StaffBar staffId={user.id} teachingHref={user.teaches ? hrefTo(destinations.teaching) : undefined} />
    </Suspense>
  );
}

export interface PageLayoutProps {
  logoUrl: string | undefined;
  loggedIn: boolean;
  basketCount: number;
  onLogOut: () => void;
  /** The footer (SiteFooter for the page's venue). */
  footer: ReactNode;
  /** Navigation of a section, under the header (the account pages' navigation). */
  sectionNav?: ReactNode;
  children: ReactNode;
}

/**
 * Every page: a skip link, the header (the kiosk bar in kiosk mode), the section's navigation, the main content
 * and the footer. Embedded and kiosk modes hide the header and footer (docs/product/platform.md §2, docs/product/modes.md D17).
 */
export function PageLayout({
  logoUrl,
  loggedIn,
  basketCount,
  onLogOut,
  footer,
  sectionNav,
  children,
}: PageLayoutProps) {
  const { app, flags } = useFrontEnd();
  const siteChrome = !flags.kiosk && !flags.embedded;
  // Staff sell bookings and memberships for a customer; the account pages are the customer's own.
  const staffBar = loggedIn && app !== 'myAccount' && !flags.embedded;
  // Until the session's user is known, whether the staff bar goes above the content is not: the content is laid out
  // (its data already asked for) but not shown, so it appears in its place rather than being pushed down the screen
  // when the bar's place opens (docs/decisions/0036-layout-shift.md).
  const { isLoading: userLoading } = useCurrentUser();
  return (
    <Page>
      <SkipLink targetId={mainContentId} />
      {siteChrome && <Header logoUrl={logoUrl} loggedIn={loggedIn} basketCount={basketCount} onLogOut={onLogOut} />}
      {flags.kiosk && !flags.embedded && <KioskBar logoUrl={logoUrl} loggedIn={loggedIn} onLogOut={onLogOut} />}
      {staffBar && <StaffBarSlot />}
      {sectionNav}
      <Main id={mainContentId} tabIndex={-1} $footerBelowFold={siteChrome} $waiting={staffBar && userLoading}>
        {/* Pages loaded on demand (the log-in page) wait here, inside the frame. */}
        <Suspense fallback={<Spinner label="Loading" size="2rem" />}>{children}</Suspense>
      </Main>
      {siteChrome && footer}
      <AppUpdateBanner />
    </Page>
  );
}
