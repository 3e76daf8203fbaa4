import styled from 'styled-components';
import { cardGrid, FullPageError, Spinner } from '@leisure/ui';
import { useListJoiningVenuesQuery } from '@leisure/api-client/endpoints/siteApi';
import { CentreCard } from './CentreCard.tsx';

const Grid = styled.ul`
  ${cardGrid('16rem')}
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
