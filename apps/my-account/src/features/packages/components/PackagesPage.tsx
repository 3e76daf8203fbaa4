import styled from 'styled-components';
import type { AccountPackage } from '@leisure/api-contract/browser';
import { useListMyPackagesQuery } from '@leisure/api-client/endpoints/myPackagesApi';
import { destinations, useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Button, Link, Spinner } from '@leisure/ui';
import { splitByStatus } from '../packageLabels.ts';
import { PackageCard } from './PackageCard.tsx';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.l};

  h1,
  h2 {
    margin: 0;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.m};
  margin: ${({ theme }) => theme.spacing.m} 0 0;
  padding: 0;
  list-style: none;
`;

function PackageSection({ id, title, packages }: { id: string; title: string; packages: AccountPackage[] }) {
  if (packages.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Cards>
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} />
          </li>
        ))}
      </Cards>
    </section>
  );
}

function NoPackages() {
  const hrefTo = useHrefTo();
  return (
    <div>
      <p>
        <strong>You have no packages.</strong>
      </p>
      <p>
        A package is a bundle of visits you pay for once, such as a 10 Swim Pass, used when you book. Ask at your centre
        about the packages it offers, or <Link href={hrefTo(destinations.bookActivity)}>book an activity</Link>.
      </p>
    </div>
  );
}

/**
 * Packages (docs/product/account.md D26, docs/decisions/0400, 0470): active packages, then used-up and expired ones
 * greyed, each with its uses left, expiry and use history linking to the bookings.
 */
export function PackagesPage() {
  usePageTitle('Packages');
  const { data: packages, isError, refetch } = useListMyPackagesQuery();

  function body() {
    if (isError) {
      return (
        <div role="alert">
          <p>We couldn’t load your packages.</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    if (!packages) return <Spinner label="Loading your packages" />;
    if (packages.length === 0) return <NoPackages />;
    const { active, finished } = splitByStatus(packages);
    return (
      <>
        <PackageSection id="active-packages" title="Active packages" packages={active} />
        <PackageSection id="finished-packages" title="Used up or expired" packages={finished} />
      </>
    );
  }

  return (
    <Page>
      <h1>Packages</h1>
      {body()}
    </Page>
  );
}
