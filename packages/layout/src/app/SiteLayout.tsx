import type { ReactNode } from 'react';
import { useAppSelector } from '@leisure/app-store';
import { selectLoggedIn, useLogoutMutation } from '@leisure/auth';
import { useSite } from '@leisure/theme';
import { useBasketItemCount } from '../basket/useBasketItemCount.ts';
import { LazyEmbeddedFrame } from '../embedded/LazyEmbeddedFrame.tsx';
import { LazySiteFooter } from '../footer/LazySiteFooter.tsx';
import { PageLayout } from '../page/PageLayout.tsx';

export interface SiteLayoutProps {
  /** Navigation of a section, under the header (the account pages' navigation). */
  sectionNav?: ReactNode;
  /** Replaces the plain log-out of the header and kiosk bar (online joining ends a kiosk visit instead). */
  onLogOut?: () => void;
  children: ReactNode;
}

/**
 * Every page of an app, inside ThemeGate: the venue's logo and footer (the venue the path names), who is logged
 * in, the basket count and log out, around the page's content.
 */
export function SiteLayout({ sectionNav, onLogOut, children }: SiteLayoutProps) {
  const [logOut] = useLogoutMutation();
  const { logoUrl, venueSlug } = useSite();
  const loggedIn = useAppSelector(selectLoggedIn);
  const basketCount = useBasketItemCount(loggedIn);
  return (
    <>
      <LazyEmbeddedFrame />
      <PageLayout
        logoUrl={logoUrl ?? undefined}
        loggedIn={loggedIn}
        basketCount={basketCount}
        onLogOut={onLogOut ?? (() => void logOut())}
        footer={<LazySiteFooter venue={venueSlug ?? undefined} />}
        sectionNav={sectionNav}
      >
        {children}
      </PageLayout>
    </>
  );
}
