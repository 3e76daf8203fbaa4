import { useGetFooterQuery } from '@leisure/api-client/endpoints/siteApi';
import { FooterContent } from './FooterContent.tsx';

/**
 * The footer of a venue's pages; the operator's footer when there is no venue or the venue's cannot be had
 * (as the theme falls back). While it loads, or if neither comes, the page has no footer: never an error screen.
 */
export function SiteFooter({ venue }: { venue: string | undefined }) {
  const venueFooter = useGetFooterQuery({ query: { venue } }, { skip: !venue });
  const operatorFooter = useGetFooterQuery({ query: {} }, { skip: Boolean(venue) && !venueFooter.isError });
  const html = (venue && !venueFooter.isError ? venueFooter.data : operatorFooter.data)?.html;
  if (!html?.trim()) return null;
  return <FooterContent html={html} />;
}
