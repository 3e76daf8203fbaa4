import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@leisure/app-store';
import { logout, selectLoggedIn } from '@leisure/auth';
import { useBasketItemCount } from '../basket/basketApi.ts';
import { SiteFooter } from '../footer/SiteFooter.tsx';
import { PageLayout } from '../page/PageLayout.tsx';

export interface SiteLayoutProps {
  /** The venue's logo from its theme. */
  logoUrl: string | undefined;
  /** The venue of the page (from its path), for the footer. */
  venue: string | undefined;
  sectionNav?: ReactNode;
  children: ReactNode;
}

/** PageLayout connected to the store: who is logged in, the basket count, log out, and the venue's footer. */
export function SiteLayout({ logoUrl, venue, sectionNav, children }: SiteLayoutProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const basketCount = useBasketItemCount(loggedIn);
  return (
    <PageLayout
      logoUrl={logoUrl}
      loggedIn={loggedIn}
      basketCount={basketCount}
      onLogOut={() => void dispatch(logout())}
      footer={<SiteFooter venue={venue} />}
      sectionNav={sectionNav}
    >
      {children}
    </PageLayout>
  );
}
