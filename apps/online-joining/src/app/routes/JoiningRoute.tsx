import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useFrontEnd, useHrefTo } from '@leisure/layout';
import { usePageTitle } from '@leisure/theme';
import { Breadcrumbs } from '@leisure/ui';
import { CentreList } from '../../features/centres/index.ts';

const Intro = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: 2.25rem;
  }
  p {
    margin: 0;
    max-width: 40rem;
    font-size: 1.125rem;
  }
`;

const StepHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.m};
  font-size: 1.5rem;
`;

/**
 * The joining page (/ and /centre/{slug}): the first step, choosing a home centre. The membership choice and the
 * rest of spec 02's flow follow in later issues.
 */
export function JoiningRoute() {
  usePageTitle('Online Joining');
  const { centreSlug } = useParams();
  const { flags } = useFrontEnd();
  const hrefTo = useHrefTo();
  return (
    <>
      {!flags.embedded && (
        <Breadcrumbs
          homeHref={hrefTo({ app: 'bookings', path: '/' })}
          homeLabel="Home"
          items={[{ label: 'Buy membership' }]}
        />
      )}
      <Intro>
        <h1>Online Joining</h1>
        <p>Become a member online in a few minutes. Start by choosing your home centre.</p>
      </Intro>
      <section aria-labelledby="choose-centre">
        <StepHeading id="choose-centre">1. Choose your centre</StepHeading>
        <CentreList chosenSlug={centreSlug?.toLowerCase()} />
      </section>
    </>
  );
}
