import styled from 'styled-components';
import { SafeHtml } from '@leisure/ui';

const FooterBar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colours.headerBg};
  color: ${({ theme }) => theme.colours.headerText};
`;

/**
 * The server's markup has no styles of its own (SafeHtml strips them): these rules lay out its usual parts,
 * columns of sections with headings, lists, an address and a legal line.
 */
const FooterHtml = styled(SafeHtml)`
  max-width: 75rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.l}`};
  font-size: 0.9375rem;

  .footer-columns {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: ${({ theme }) => theme.spacing.l};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 1.125rem;
  }

  p,
  address {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-style: normal;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: ${({ theme }) => theme.spacing.xxs} 0;
  }

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: ${({ theme }) => theme.radii.small};
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colours.headerFocus};
    outline-offset: 2px;
    box-shadow: none;
  }

  .footer-legal {
    margin-top: ${({ theme }) => theme.spacing.l};
    padding-top: ${({ theme }) => theme.spacing.m};
    border-top: 1px solid currentColor;
    font-size: 0.875rem;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.spacing.l} ${theme.spacing.m}`};
  }
`;

/** The footer: venue-specific HTML from the server (docs/product/platform.md §2), sanitised before it reaches the page. */
export function FooterContent({ html }: { html: string }) {
  return (
    <FooterBar>
      <FooterHtml html={html} />
    </FooterBar>
  );
}
