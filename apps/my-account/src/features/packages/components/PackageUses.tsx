import type { AccountPackage } from '@leisure/api-contract/browser';
import { CardList, Link } from '@leisure/ui';
import { bookingHref, sessionLabelOf, visitStatusLabels } from '../packageLabels.ts';

/**
 * "Use history": each booking or basket hold that drew on the package, latest first (decision 0470). A booked use
 * links to its booking on the Bookings pages; a cancelled one says its use was given back.
 */
export function PackageUses({ pkg, headingId }: { pkg: AccountPackage; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>Use history</h4>
      <CardList
        variant="statusRows"
        ordered
        items={pkg.uses}
        empty="Not used yet."
        itemKey={(use, index) => use.bookingId ?? `held-${index}`}
        renderItem={(use) => {
          const href = bookingHref(use);
          const label = sessionLabelOf(use);
          return (
            <>
              {href ? <Link href={href}>{label}</Link> : <span>{label}</span>}
              <span>{visitStatusLabels[use.status]}</span>
            </>
          );
        }}
      />
    </section>
  );
}
