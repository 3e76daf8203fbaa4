import styled from 'styled-components';
import type { AccountPackage } from '@leisure/api-contract/browser';
import { Link } from '@leisure/ui';
import { bookingHref, sessionLabelOf, visitStatusLabels } from '../packageLabels.ts';

const Uses = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  /* The status keeps its place on the right; a long line wraps beside it. */
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    gap: ${({ theme }) => theme.spacing.xxs} ${({ theme }) => theme.spacing.m};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }

  /* Links in a list of text keep a 24 px target (WCAG 2.5.8). */
  a {
    display: inline-block;
    min-height: 24px;
  }
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colours.mutedText};
`;

/**
 * "Use history": each booking or basket hold that drew on the package, latest first (decision 0470). A booked use
 * links to its booking on the Bookings pages; a cancelled one says its use was given back.
 */
export function PackageUses({ pkg, headingId }: { pkg: AccountPackage; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Use history</h4>
      {pkg.uses.length === 0 ? (
        <p>Not used yet.</p>
      ) : (
        <Uses>
          {pkg.uses.map((use, index) => {
            const href = bookingHref(use);
            const label = sessionLabelOf(use);
            return (
              <li key={use.bookingId ?? `held-${index}`}>
                {href ? <Link href={href}>{label}</Link> : <span>{label}</span>}
                <Status>{visitStatusLabels[use.status]}</Status>
              </li>
            );
          })}
        </Uses>
      )}
    </section>
  );
}
