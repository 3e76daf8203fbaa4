import styled from 'styled-components';
import { FullPageError, Spinner } from '@leisure/ui';
import { useListJoiningVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { CentreCard } from './CentreCard.tsx';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.spacing.m};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The centres selling memberships online; the chosen one (from /centre/{slug}) is marked. */
export function CentreList({ chosenSlug }: { chosenSlug: string | undefined }) {
  const { data: centres, isLoading, isError } = useListJoiningVenuesQuery();
  if (isError) return <FullPageError />;
  if (isLoading || !centres) return <Spinner label="Loading centres" size="2rem" />;
  if (centres.length === 0) return <p>No centres found</p>;
  return (
    <Grid aria-label="Centres">
      {centres.map((centre) => (
        <CentreCard key={centre.id} centre={centre} chosen={centre.slug === chosenSlug} />
      ))}
    </Grid>
  );
}
