import styled from 'styled-components';
import { joiningFirstScreen } from '../joiningFirstScreen.ts';

const IntroBlock = styled.div`
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
