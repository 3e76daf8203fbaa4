import styled from 'styled-components';
import { pageIntro } from '@leisure/ui';
import { joiningFirstScreen } from '../joiningFirstScreen.ts';

const IntroBlock = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  ${pageIntro}
`;

/** The page's heading; when changing a membership, which one is being changed. */
export function JoiningIntro({ changing }: { changing?: string }) {
  return (
    <IntroBlock>
      <h1>{joiningFirstScreen.heading}</h1>
      {changing ? (
        <p>
          Change your <strong>{changing}</strong> membership: choose the new one and when it starts.
        </p>
      ) : (
        <p>{joiningFirstScreen.intro}</p>
      )}
    </IntroBlock>
  );
}
